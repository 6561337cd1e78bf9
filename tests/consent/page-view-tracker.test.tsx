// @vitest-environment jsdom
import '../support/render';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageViewTracker } from '@/components/consent/PageViewTracker';
import { dataLayerEvents, resetConsent } from './reset';

const route = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => route.pathname }));

/** Moves the browser to `path` the way a client navigation does (history, then the router's pathname). */
function navigate(path: string, title: string) {
  window.history.pushState(null, '', path);
  document.title = title;
  route.pathname = path.split('?')[0]!;
}

beforeEach(() => {
  resetConsent();
  navigate('/', 'Stride & Style');
});
afterEach(resetConsent);

describe('page view tracker (spec §7 pageView; §2 Content page page types)', () => {
  it('pushes pageView for the first page and after every route change, before any consent', () => {
    const view = render(<PageViewTracker language="nl" loggedIn={false} />);
    expect(dataLayerEvents('pageView')).toEqual([
      {
        event: 'pageView',
        pageType: 'home',
        pageUrl: `${window.location.origin}/`,
        pageTitle: 'Stride & Style',
        loggedIn: false,
        language: 'nl',
        inStore: false,
        storeLocation: null,
      },
    ]);

    navigate('/dames/schoenen/?page=2', 'Schoenen | Stride & Style');
    view.rerender(<PageViewTracker language="nl" loggedIn={false} />);
    navigate('/heren-home/', 'Heren | Stride & Style');
    view.rerender(<PageViewTracker language="nl" loggedIn={false} />);

    expect(
      dataLayerEvents('pageView').map(({ pageType, pageUrl, pageTitle }) => [pageType, pageUrl, pageTitle]),
    ).toEqual([
      ['home', `${window.location.origin}/`, 'Stride & Style'],
      ['other', `${window.location.origin}/dames/schoenen/?page=2`, 'Schoenen | Stride & Style'],
      ['home', `${window.location.origin}/heren-home/`, 'Heren | Stride & Style'],
    ]);
  });

  it('does not report the same page twice when rendered again without a route change', () => {
    const view = render(<PageViewTracker language="fr" loggedIn />);
    view.rerender(<PageViewTracker language="fr" loggedIn />);
    expect(dataLayerEvents('pageView')).toHaveLength(1);
    expect(dataLayerEvents('pageView')[0]).toMatchObject({ loggedIn: true, language: 'fr' });
  });

  it('reports a logged-in visitor from the hint cookie the BFF set, and never a mail link’s hash', () => {
    document.cookie = 'sw-logged-in=1; path=/';
    navigate(`/account/finish/${'b'.repeat(48)}/?registration=1`, 'Account');
    render(<PageViewTracker language="de" loggedIn={false} />);
    expect(dataLayerEvents('pageView').at(-1)).toMatchObject({
      loggedIn: true,
      pageUrl: `${window.location.origin}/account/finish/redacted/`,
    });
    document.cookie = 'sw-logged-in=; path=/; max-age=0';
  });

  it('reports the in-store flag and the store location code on a tablet in tabletop mode', () => {
    document.cookie = 'sw-instore=1; path=/';
    document.cookie = 'sw-instore-location=NL01; path=/';
    document.documentElement.setAttribute('data-tabletop', '');
    navigate('/dames/', 'Dames');
    render(<PageViewTracker language="nl" loggedIn={false} />);
    expect(dataLayerEvents('pageView').at(-1)).toMatchObject({ inStore: true, storeLocation: 'NL01' });
    document.documentElement.removeAttribute('data-tabletop');
    document.cookie = 'sw-instore=; path=/; max-age=0';
    document.cookie = 'sw-instore-location=; path=/; max-age=0';
  });

  it('takes the home paths as a prop (the men’s home path comes from content later)', () => {
    navigate('/hommes-accueil/', 'Hommes');
    render(<PageViewTracker language="fr" loggedIn={false} homePaths={['/', '/hommes-accueil/']} />);
    expect(dataLayerEvents('pageView')[0]).toMatchObject({ pageType: 'home' });
  });
});

describe('pageView URL (no mail secrets to the tag manager)', () => {
  it('redacts the hash of account and newsletter links and keeps other URLs', async () => {
    const { reportablePageUrl } = await import('@/lib/analytics/page-url');
    const hash = 'a'.repeat(48);
    expect(reportablePageUrl(`http://nl.localhost:3000/account/finish/${hash}/?registration=1`)).toBe(
      'http://nl.localhost:3000/account/finish/redacted/',
    );
    expect(reportablePageUrl(`https://www.example.de/newsletter/einstellungen/${hash}/`)).toBe(
      'https://www.example.de/newsletter/einstellungen/redacted/',
    );
    expect(reportablePageUrl('http://nl.localhost:3000/dames/?page=2')).toBe('http://nl.localhost:3000/dames/?page=2');
  });
});
