import 'server-only';
import * as prismic from '@prismicio/client';

/** Longest preview token or document id taken from a preview link, in characters. */
const MAX_TOKEN_LENGTH = 2048;
const MAX_DOCUMENT_ID_LENGTH = 200;

/**
 * Whether a preview link's token resolves to a ref of the content API with `documentId` under it
 * (Prismic's own check: the API answers the query under that ref). The query is sent directly, not
 * through the client's `getByID`: the client answers an unknown ref by retrying with the master ref,
 * which would let any made-up token through. A missing, oversized or unknown token, a missing
 * document or an API that does not answer all read as false; never throws.
 */
export async function previewTokenResolves(
  client: prismic.Client,
  token: string | null,
  documentId: string | null,
): Promise<boolean> {
  if (!token || !documentId || token.length > MAX_TOKEN_LENGTH || documentId.length > MAX_DOCUMENT_ID_LENGTH)
    return false;
  // buildQueryURL appends `documents/search` to the repository's endpoint itself.
  const url = prismic.buildQueryURL(client.documentAPIEndpoint, {
    ref: token,
    filters: [prismic.filter.at('document.id', documentId)],
    lang: '*',
    pageSize: 1,
    accessToken: client.accessToken,
  });
  try {
    const response = await client.fetchFn(url, {});
    if (!response.ok) return false;
    const body = (await response.json()) as { results?: unknown[] };
    return Array.isArray(body.results) && body.results.length === 1;
  } catch {
    return false;
  }
}
