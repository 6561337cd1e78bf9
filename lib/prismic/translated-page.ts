/**
 * Where a service page lives in a storefront's language. Each language keeps its own uid for a
 * content page (`/verzenden-en-retourneren/`, `/livraison-et-retours/`, `/versand-und-rueckgabe/`),
 * so a page is named by its uid in the master language (nl-nl) and found in another language
 * through its translations (`alternate_languages`), as an editor links them in Prismic.
 *
 * Published content is cached (`'use cache'`, cache life `content`, tags `prismic` and the
 * documents' own); an editor's preview reads the drafts uncached. A missing page is null; any other
 * failure is logged and null too (spec §8). Never throws.
 */
import 'server-only';
import * as prismic from '@prismicio/client';
import { cacheLife, cacheTag } from 'next/cache';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { createPrismicClient } from './client';
import { reportContentError } from './content-errors';
import { previewRef } from './preview';

/** Master language of the content repository: where the service pages' uids below are looked up. */
export const MASTER_LANG = 'nl-nl';

/** uids, in the master language, of the service pages the shop links to from its own copy. */
export const SERVICE_PAGE_UIDS = {
  /** Shipping costs, delivery, returns and the right of withdrawal. */
  deliveryReturns: 'verzenden-en-retourneren',
  /** The terms and conditions. */
  terms: 'algemene-voorwaarden',
} as const;

export type ServicePage = keyof typeof SERVICE_PAGE_UIDS;

type Client = ReturnType<typeof createPrismicClient>;

/** Runs a content read named `what` (for the log); a missing document is null, any other failure is logged and null too. */
export async function read<T>(what: string, run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof prismic.NotFoundError) || error instanceof prismic.RepositoryNotFoundError)
      reportContentError(what, error);
    return null;
  }
}

/**
 * The `cms_page` with uid `masterUid` in the master language, or its translation into Prismic lang
 * `lang`; null when either is missing. For callers that read more content with the same client.
 */
export async function findTranslatedPage(client: Client, masterUid: string, lang: string) {
  const master = await read(`cms_page ${masterUid}`, () =>
    client.getByUID('cms_page', masterUid, { lang: MASTER_LANG }),
  );
  if (!master || lang === MASTER_LANG) return master;
  const translation = master.alternate_languages.find((alternate) => alternate.lang === lang);
  return translation ? read(`cms_page ${translation.id}`, () => client.getByID(translation.id, { lang })) : null;
}

/** Root-relative URLs (`/{uid}/`) of every service page in `lang`, each null when missing. */
async function fetchServicePageHrefs(lang: string, ref?: string) {
  const client = createPrismicClient({ previewRef: ref });
  const entries = await Promise.all(
    (Object.keys(SERVICE_PAGE_UIDS) as ServicePage[]).map(
      async (page) => [page, await findTranslatedPage(client, SERVICE_PAGE_UIDS[page], lang)] as const,
    ),
  );
  const hrefs = Object.fromEntries(entries.map(([page, doc]) => [page, doc?.uid ? `/${doc.uid}/` : null]));
  return {
    hrefs: hrefs as Record<ServicePage, string | null>,
    documentIds: entries.flatMap(([, doc]) => (doc ? [doc.id] : [])),
  };
}

async function publishedServicePageHrefs(lang: string): Promise<Record<ServicePage, string | null>> {
  'use cache';
  cacheLife('content');
  const { hrefs, documentIds } = await fetchServicePageHrefs(lang);
  cacheTag(CACHE_TAGS.prismic, ...documentIds.map(CACHE_TAGS.document));
  return hrefs;
}

/**
 * Root-relative URLs of the service pages ({@link SERVICE_PAGE_UIDS}) in Prismic lang `lang`
 * (`de-de` → `{ deliveryReturns: '/versand-und-rueckgabe/', terms: '/agb/' }`); a page the
 * language lacks is null. Never throws.
 */
export async function getServicePageHrefs(lang: string): Promise<Record<ServicePage, string | null>> {
  const ref = await previewRef();
  return ref ? (await fetchServicePageHrefs(lang, ref)).hrefs : publishedServicePageHrefs(lang);
}
