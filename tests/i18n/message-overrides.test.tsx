// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages, MESSAGE_OVERRIDES, type Messages } from '@/i18n/messages';
import { STOREFRONTS } from '@/lib/stores';
import '../support/render';

/**
 * Per-storefront message overrides (docs/architecture.md 'Storefronts'): nl-NL and nl-BE both read
 * `nl.json`, and Belgian Dutch says 'waardebon' where the Netherlands says 'tegoedbon'.
 */

const root = path.resolve(import.meta.dirname, '../..');
const segment = vi.hoisted(() => ({ value: 'nl' }));

vi.mock('next/root-params', () => ({ storefront: async () => segment.value }));
vi.mock('next-intl/server', () => ({ getRequestConfig: (config: unknown) => config }));
vi.mock('next/link', () => ({
  default: (props: { href: string; children: ReactNode; prefetch?: unknown }) => {
    const { href, children, ...rest } = props;
    delete rest.prefetch;
    return createElement('a', { href, ...rest }, children);
  },
}));

const { default: requestConfig } = (await import('@/i18n/request')) as unknown as {
  default: (params: { requestLocale: Promise<string | undefined> }) => Promise<{ locale: string; messages: Messages }>;
};
const { VoucherPanel } = await import('@/components/cart/VoucherPanel');

/** Every string of a message tree with its key path. */
function strings(tree: Messages, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : Array.isArray(value)
        ? []
        : strings(value, `${prefix}${key}.`),
  );
}

/** The ICU arguments (`{value}`) and rich-text tags (`<link>`) of a message, sorted. */
const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)|<(\w+)>/g)].map((match) => match[1] ?? `<${match[2]}>`).sort();

/** The storefront's request config (i18n/request.ts) for its `[storefront]` segment. */
async function storefrontMessages(code: 'NL' | 'BENL') {
  segment.value = code.toLowerCase();
  return requestConfig({ requestLocale: Promise.resolve(undefined) });
}

beforeEach(() => {
  segment.value = 'nl';
});

describe('message overrides per storefront', () => {
  it.each([
    ['BENL', 'Clubwaardebon', 'waardebon'],
    ['NL', 'Clubtegoedbon', 'tegoedbon'],
  ] as const)('the %s storefront’s cart voucher panel says %s', async (code, heading, word) => {
    const { locale, messages } = await storefrontMessages(code);
    expect(locale).toBe(STOREFRONTS[code].locale);
    render(
      <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Amsterdam">
        <VoucherPanel
          vouchers={null}
          promotions={[]}
          locale={locale}
          busy={false}
          onRedeem={vi.fn()}
          onRemove={vi.fn()}
        />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveTextContent(`Log in om je ${word} te verzilveren.`);
  });

  it('says waardebon throughout on nl-BE and tegoedbon throughout on nl-NL; the rest of Dutch is shared', async () => {
    const belgian = strings(await loadMessages('nl-BE'));
    const dutch = strings(await loadMessages('nl-NL'));
    expect(belgian.filter(([, text]) => /tegoedbon/i.test(text))).toEqual([]);
    expect(dutch.filter(([, text]) => /waardebon/i.test(text))).toEqual([]);
    expect(belgian.filter(([, text]) => /waardebon/i.test(text)).length).toBeGreaterThan(10);
    const dutchByKey = new Map(dutch);
    const differing = belgian.filter(([key, text]) => dutchByKey.get(key) !== text).map(([key]) => key);
    expect(differing.every((key) => /tegoedbon/i.test(dutchByKey.get(key)!))).toBe(true);
    // Other storefronts of a language without a file read it unchanged.
    expect(await loadMessages('fr-BE')).toEqual(await loadMessages('fr-FR'));
  });

  it('has an override file only for a storefront locale, registered, each key overriding one of its language with the same arguments and tags', async () => {
    const files = readdirSync(path.join(root, 'messages/overrides')).map((file) => file.replace(/\.json$/, ''));
    const locales = Object.values(STOREFRONTS).map((storefront) => storefront.locale);
    expect(files.sort()).toEqual(Object.keys(MESSAGE_OVERRIDES).sort());
    for (const locale of files) {
      expect(locales).toContain(locale);
      const override = JSON.parse(readFileSync(path.join(root, `messages/overrides/${locale}.json`), 'utf8'));
      const language = JSON.parse(readFileSync(path.join(root, `messages/${locale.split('-')[0]}.json`), 'utf8'));
      const base = new Map(strings(language));
      for (const [key, text] of strings(override)) {
        expect(base.has(key), `${locale}: ${key}`).toBe(true);
        expect(placeholders(text), `${locale}: ${key}`).toEqual(placeholders(base.get(key)!));
      }
    }
  });
});
