// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { MethodForm } from '@/components/checkout/MethodForm';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import '../support/render';

/**
 * The payment step's order button (§ 312j (3) BGB: the button says that ordering obliges the shopper
 * to pay) and, right below it as its description, the terms and the 14-day right of withdrawal with
 * links to the storefront's terms and shipping and returns pages.
 */

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));
vi.mock('@/lib/apollo/ApolloProvider', () => import('../support/browser-apollo-mock'));
// Next's link drops the trailing slash outside the app's `trailingSlash: true`: the href as the app renders it.
vi.mock('next/link', () => ({
  default: (props: { href: string; children: ReactNode; prefetch?: unknown }) => {
    const { href, children, ...rest } = props;
    delete rest.prefetch;
    return createElement('a', { href, ...rest }, children);
  },
}));

const METHODS = [{ id: 'ideal', name: 'iDEAL', description: null }];

const CASES = [
  {
    locale: 'de-DE',
    messages: de,
    button: 'Zahlungspflichtig bestellen',
    terms: ['AGB', '/agb/'],
    withdrawal: ['Widerrufsbelehrung', '/versand-und-rueckgabe/'],
    notice:
      'Mit Ihrer Bestellung akzeptieren Sie unsere AGB. Sie haben ein 14-tägiges Widerrufsrecht; lesen Sie die Widerrufsbelehrung.',
  },
  {
    locale: 'fr-FR',
    messages: fr,
    button: 'Commander avec obligation de paiement',
    terms: ['conditions générales de vente', '/conditions-generales/'],
    withdrawal: ['informations sur la rétractation', '/livraison-et-retours/'],
    notice: 'Vous disposez d’un droit de rétractation de 14 jours',
  },
  {
    locale: 'nl-BE',
    messages: nl,
    button: 'Bestelling plaatsen met betalingsverplichting',
    terms: ['algemene voorwaarden', '/algemene-voorwaarden/'],
    withdrawal: ['informatie over herroeping', '/verzenden-en-retourneren/'],
    notice: 'Je hebt 14 dagen herroepingsrecht',
  },
  {
    locale: 'en-GB',
    messages: en,
    button: 'Place order and pay',
    terms: ['terms and conditions', '/terms-and-conditions/'],
    withdrawal: ['withdrawal notice', '/delivery-and-returns/'],
    notice:
      'By placing the order you accept our terms and conditions. You have a 14-day right of withdrawal; read the withdrawal notice.',
  },
] as const;

describe('order button and its legal notice', () => {
  it.each(CASES)('$locale: says "$button", with the terms and withdrawal notice below it', (entry) => {
    render(
      <NextIntlClientProvider locale={entry.locale} messages={entry.messages} timeZone="Europe/Amsterdam">
        <MethodForm
          methods={METHODS}
          selectedId="ideal"
          legal={{ termsHref: entry.terms[1], withdrawalHref: entry.withdrawal[1] }}
        />
      </NextIntlClientProvider>,
    );
    const button = screen.getByRole('button', { name: entry.button });
    const notice = screen.getByTestId('order-legal-notice');
    expect(notice).toHaveTextContent(entry.notice);
    // Right after the button, and its description for a screen reader.
    expect(button.nextElementSibling).toBe(notice);
    expect(button).toHaveAccessibleDescription(notice.textContent!);
    expect(within(notice).getByRole('link', { name: entry.terms[0] })).toHaveAttribute('href', entry.terms[1]);
    expect(within(notice).getByRole('link', { name: entry.withdrawal[0] })).toHaveAttribute(
      'href',
      entry.withdrawal[1],
    );
  });

  it('keeps the words without a link where the storefront lacks the page', () => {
    render(
      <NextIntlClientProvider locale="de-DE" messages={de} timeZone="Europe/Amsterdam">
        <MethodForm methods={METHODS} selectedId="ideal" legal={{ termsHref: null, withdrawalHref: null }} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByTestId('order-legal-notice')).toHaveTextContent('akzeptieren Sie unsere AGB');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
