// @vitest-environment jsdom
import '../support/render';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TagManager } from '@/components/consent/TagManager';
import { THIRD_PARTY_DELAY_MS, ThirdPartyLoader } from '@/components/consent/ThirdPartyLoader';
import { saveConsent } from '@/lib/consent/consent-state';
import { dataLayerEvents, resetConsent, storeChoice } from './reset';

const TAG_MANAGER = 'https://tags.example.com/gtm.js?id=GTM-TEST';
const SCRIPTS = ['https://cdn.example.com/widget.js', 'https://squeezely.example/p.js'];

const scriptSources = (source?: string) =>
  [...document.querySelectorAll<HTMLScriptElement>(source ? `script[data-third-party="${source}"]` : 'script')].map(
    (script) => script.src,
  );

function renderLoaders() {
  return render(
    <>
      <TagManager src={TAG_MANAGER} />
      <ThirdPartyLoader scripts={SCRIPTS} />
    </>,
  );
}

beforeEach(() => {
  resetConsent();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  resetConsent();
});

describe('tag manager and third-party loader (spec §2 Layouts; no third-party script before consent)', () => {
  it('adds no script element before consent, not even after the 5000 ms', () => {
    renderLoaders();
    act(() => vi.advanceTimersByTime(THIRD_PARTY_DELAY_MS * 3));
    expect(scriptSources()).toEqual([]);
  });

  it('adds no script when the visitor chose only necessary cookies', () => {
    storeChoice('disabled');
    renderLoaders();
    act(() => vi.advanceTimersByTime(THIRD_PARTY_DELAY_MS));
    expect(scriptSources()).toEqual([]);
  });

  it('adds the tag manager right after consent and the third-party scripts only 5000 ms after load', () => {
    expect(THIRD_PARTY_DELAY_MS).toBe(5000);
    renderLoaders();
    act(() => saveConsent('enabled'));
    expect(scriptSources('tag-manager')).toEqual([TAG_MANAGER]);
    const script = document.querySelector<HTMLScriptElement>('script[data-third-party="tag-manager"]')!;
    expect(script.async).toBe(true);
    expect(script.parentElement).toBe(document.head);
    // The gtm.js start event goes first, before the queued events are read.
    expect(dataLayerEvents().map((event) => event.event)).toEqual(['cookiePreference', 'gtm.js']);

    act(() => vi.advanceTimersByTime(THIRD_PARTY_DELAY_MS - 1));
    expect(scriptSources('loader')).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(scriptSources('loader')).toEqual(SCRIPTS);
  });

  it('after the delay, loads the third-party scripts the moment consent comes', () => {
    renderLoaders();
    act(() => vi.advanceTimersByTime(THIRD_PARTY_DELAY_MS + 1000));
    expect(scriptSources()).toEqual([]);
    act(() => saveConsent('enabled'));
    expect(scriptSources('tag-manager')).toEqual([TAG_MANAGER]);
    expect(scriptSources('loader')).toEqual(SCRIPTS);
  });

  it('adds each script once per page, also when mounted again (client navigation, a second layout)', () => {
    storeChoice('enabled');
    const first = renderLoaders();
    act(() => vi.advanceTimersByTime(THIRD_PARTY_DELAY_MS));
    first.unmount();
    renderLoaders();
    act(() => vi.advanceTimersByTime(THIRD_PARTY_DELAY_MS));
    expect(scriptSources()).toEqual([TAG_MANAGER, ...SCRIPTS]);
    expect(dataLayerEvents('gtm.js')).toHaveLength(1);
  });

  it('waits for the load event when the page is still loading', () => {
    storeChoice('enabled');
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    render(<ThirdPartyLoader scripts={SCRIPTS} />);
    act(() => vi.advanceTimersByTime(THIRD_PARTY_DELAY_MS * 2));
    expect(scriptSources('loader')).toEqual([]);
    readyState.mockRestore();
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    act(() => vi.advanceTimersByTime(THIRD_PARTY_DELAY_MS));
    expect(scriptSources('loader')).toEqual(SCRIPTS);
  });

  it('does nothing without a tag manager URL', () => {
    storeChoice('enabled');
    render(<TagManager src={null} />);
    expect(scriptSources()).toEqual([]);
  });
});
