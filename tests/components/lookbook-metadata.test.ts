import { describe, expect, it, vi } from 'vitest';
import { lookbookMetadata } from '@/components/lookbook/metadata';

vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const en = (await import('@/messages/en.json')).default;
  return { getTranslations: async () => createTranslator({ locale: 'en', messages: en, namespace: 'lookbook' }) };
});

/** Spec §2 'Content page': title from meta title, else title; meta description; robots; canonical. */
const listPage = {
  uid: 'lookbook',
  data: { url_key: 'lookbook', title: 'Lookbook', meta_title: '', meta_description: 'Looks', robots: null },
};
const look = {
  uid: 'city-spring',
  data: {
    url_key: 'city-in-spring',
    label: 'City in spring',
    title: '',
    meta_title: null,
    robots: 'noindex,follow',
  },
};

describe('lookbook metadata', () => {
  it('titles a list page, with its page number on later pages, and links the canonical page', async () => {
    const page = (pageNumber: number) =>
      ({ kind: 'list', page: listPage, lookbooks: [], pageNumber, totalPages: 2, totalResults: 20 }) as never;
    expect(await lookbookMetadata(page(1))).toEqual({
      title: 'Lookbook',
      description: 'Looks',
      robots: { index: true, follow: true },
      alternates: { canonical: '/lookbook/' },
    });
    expect(await lookbookMetadata(page(2))).toMatchObject({
      title: 'Lookbook – page 2',
      alternates: { canonical: '/lookbook/?page=2' },
    });
  });

  it('titles a look by its label when it has no (meta) title, at /{parent_url_key}/{url_key}/', async () => {
    expect(await lookbookMetadata({ kind: 'detail', page: look, parent: listPage } as never)).toEqual({
      title: 'City in spring',
      description: undefined,
      robots: { index: false, follow: true },
      alternates: { canonical: '/lookbook/city-in-spring/' },
    });
  });
});
