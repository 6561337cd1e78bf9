/**
 * The storefront's Prismic client (docs/architecture.md 'Back ends and the seam'): content is read only through
 * `@prismicio/client`. With `PRISMIC_ENDPOINT` set it talks to that repository over HTTP; otherwise
 * to the embedded content API (`content/api`) in-process, so it works during `next build`, in tests
 * and on any port without an HTTP self-call.
 *
 * Environment: `PRISMIC_ENDPOINT` (e.g. `https://my-repo.cdn.prismic.io/api/v2`),
 * `PRISMIC_REPOSITORY` (defaults to the name in the endpoint), `PRISMIC_ACCESS_TOKEN`.
 */
import 'server-only';
import * as prismic from '@prismicio/client';
import { handlePrismicApiRequest, PREVIEW_REF } from '@/content/api';
import type { AllDocumentTypes, DocumentOfType } from './types';
import { reportContentError } from './content-errors';

export { PREVIEW_REF };

/** Fixed, never-resolved URL of the embedded API; requests to it are answered in-process. */
export const EMBEDDED_ENDPOINT = 'http://embedded.prismic.local/api/prismic/v2';

/** Repository name used for the embedded API (appears only in preview cookies and logs). */
export const EMBEDDED_REPOSITORY = 'embedded';

/** Document URLs (`document.url`, resolved links): the home page is `/`, other pages `/{uid}`. */
export const routes: prismic.Route[] = [
  { type: 'cms_page', uid: 'home', path: '/' },
  { type: 'cms_page', path: '/:uid' },
];

/** `fetch` for the client that serves embedded-endpoint requests by calling the handler directly. */
const embeddedFetch: prismic.FetchLike = async (input, init) => {
  const request = new Request(input, { method: init?.method ?? 'GET', headers: init?.headers, signal: init?.signal });
  return handlePrismicApiRequest(request);
};

function remoteRepositoryName(endpoint: string): string {
  if (process.env.PRISMIC_REPOSITORY) return process.env.PRISMIC_REPOSITORY;
  try {
    return prismic.getRepositoryName(endpoint);
  } catch {
    return new URL(endpoint).hostname.split('.')[0] || 'storefront';
  }
}

/**
 * Creates a Prismic client typed with the repository's documents.
 *
 * @param options.previewRef - query this ref instead of the master ref (e.g. the `io.prismic.preview`
 *   cookie value; {@link PREVIEW_REF} serves the embedded drafts).
 * @throws PrismicError only for an invalid `PRISMIC_ENDPOINT` URL.
 */
export function createPrismicClient(options: { previewRef?: string } = {}): prismic.Client<AllDocumentTypes> {
  const endpoint = process.env.PRISMIC_ENDPOINT;
  const client = endpoint
    ? prismic.createClient<AllDocumentTypes>(remoteRepositoryName(endpoint), {
        documentAPIEndpoint: endpoint,
        accessToken: process.env.PRISMIC_ACCESS_TOKEN || undefined,
        routes,
      })
    : prismic.createClient<AllDocumentTypes>(EMBEDDED_REPOSITORY, {
        documentAPIEndpoint: EMBEDDED_ENDPOINT,
        routes,
        fetch: embeddedFetch,
      });
  if (options.previewRef) client.queryContentFromRef(options.previewRef);
  return client;
}

/**
 * A document by type, uid and Prismic lang (see `lib/prismic/lang.ts`), or `null`.
 * Spec §8 'Content query errors: only logged; content becomes empty': a missing document
 * (`NotFoundError`) returns null silently; any other error is logged and returns null. Never throws.
 */
export async function getPageByUid<T extends AllDocumentTypes['type']>(
  type: T,
  uid: string,
  lang: string,
  options: { previewRef?: string } = {},
): Promise<DocumentOfType<T> | null> {
  try {
    const client = createPrismicClient(options);
    const document = await client.getByUID<AllDocumentTypes, AllDocumentTypes['type']>(type, uid, { lang });
    return document as DocumentOfType<T>;
  } catch (error) {
    if (error instanceof prismic.NotFoundError && !(error instanceof prismic.RepositoryNotFoundError)) return null;
    reportContentError(`${type} '${uid}' (${lang})`, error);
    return null;
  }
}
