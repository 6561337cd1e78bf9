/**
 * Embedded, Prismic-compatible content API (docs/architecture.md 'Content'): the subset of Prismic's REST v2
 * Document API that `@prismicio/client` 7 uses, served over the files in `content/`.
 *
 * Endpoints (base path `/api/prismic/v2`, trailing slashes ignored, GET/HEAD only):
 * - `GET /api/prismic/v2`: the repository: `refs` (only the master ref, whose `ref` is a hash of the
 *   published documents and changes when they change), `languages`, `types`, `tags`, `forms`.
 * - `GET /api/prismic/v2/documents/search`: `ref` (required), `q` (repeatable, AND-ed), `lang`
 *   (default the master language `nl-nl`; `*` = all), `orderings`, `page`, `pageSize` (default 20,
 *   clamped to 1..100), `after` (document id cursor), `fetchLinks`, `graphQuery`, `routes`.
 *
 * Preview: the ref {@link PREVIEW_REF} (`preview`) serves `content/drafts/*.json` layered over the
 * published documents. It is deliberately not listed in `refs` (Prismic lists no preview refs either).
 * Like Prismic's preview tokens, {@link EMBEDDED_PREVIEW_TOKEN} (the ref with a `websitePreviewId`
 * query) is accepted as that ref: the storefront's `/preview/?token=…&documentId=…` keeps it in the
 * `io.prismic.preview` cookie and queries with it.
 *
 * Errors are Prismic-shaped JSON: missing `ref` or a syntax error in `q`/`orderings`/`graphQuery`
 * → 400 `{ type: 'parsing-error', message }` (client: `ParsingError`); an unknown ref → 404
 * `{ type: 'api_notfound_error', message: '… Master ref is: <ref>' }` (client: `RefNotFoundError`,
 * which `@prismicio/client` answers by retrying once with the master ref named in the message);
 * an unknown path → 404; other methods → 405; unreadable content files → 500.
 */
import { parseGraphQuery, projectData, type Selection } from './graphquery';
import {
  matchesPredicate,
  parseOrderings,
  parsePredicates,
  QueryParsingError,
  sortDocuments,
  type Predicate,
} from './predicates';
import { getContentIndex, languageName, MASTER_LANG, type ContentIndex, type StoredDocument } from './store';

export { resetContentIndex, getContentIndex } from './store';

/** Base path of the API inside the Next app. */
export const PRISMIC_API_BASE_PATH = '/api/prismic/v2';

/** The preview ref: drafts layered over published documents. */
export const PREVIEW_REF = 'preview';

/** The embedded repository's preview token (what Prismic puts in a preview link's `token`). */
export const EMBEDDED_PREVIEW_TOKEN = `${PREVIEW_REF}?websitePreviewId=embedded`;

/** Whether a `ref` asks for the drafts: the preview ref itself or a preview token built on it. */
function isPreviewRef(ref: string): boolean {
  return ref === PREVIEW_REF || ref.startsWith(`${PREVIEW_REF}?`);
}

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

interface Route {
  type: string;
  uid?: string;
  lang?: string;
  path: string;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

function parsingError(error: QueryParsingError): Response {
  return json(
    { type: 'parsing-error', message: error.message, line: 1, column: error.column, location: error.input },
    400,
  );
}

/** Repository document (`GET /api/prismic/v2`), shaped like Prismic's. */
function repository(index: ContentIndex, base: string): Record<string, unknown> {
  return {
    refs: [{ id: 'master', ref: index.masterRef, label: 'Master', isMasterRef: true }],
    bookmarks: {},
    types: index.types,
    languages: index.languages.map((id) => ({ id, name: languageName(id), is_master: id === MASTER_LANG })),
    tags: index.tags,
    forms: {
      everything: {
        method: 'GET',
        enctype: 'application/x-www-form-urlencoded',
        action: `${base}/documents/search`,
        fields: {
          ref: { type: 'String', multiple: false },
          q: { type: 'String', multiple: true },
          lang: { type: 'String', multiple: false },
          page: { type: 'Integer', multiple: false, default: '1' },
          pageSize: { type: 'Integer', multiple: false, default: String(DEFAULT_PAGE_SIZE) },
          after: { type: 'String', multiple: false },
          fetchLinks: { type: 'String', multiple: false },
          graphQuery: { type: 'String', multiple: false },
          orderings: { type: 'String', multiple: false },
          routes: { type: 'String', multiple: false },
        },
      },
    },
    integrationFieldsRef: null,
    experiments: { draft: [], running: [] },
    oauth_initiate: `${base}/oauth/authorize`,
    oauth_token: `${base}/oauth/token`,
    version: 'embedded',
    license: 'All Rights Reserved',
  };
}

function resolveRoute(doc: { type: string; uid: string | null; lang: string }, routes: Route[]): string | null {
  const route = routes.find(
    (candidate) =>
      candidate.type === doc.type &&
      (!candidate.uid || candidate.uid === doc.uid) &&
      (!candidate.lang || candidate.lang === doc.lang),
  );
  if (!route) return null;
  const values: Record<string, string | null> = { uid: doc.uid, lang: doc.lang, type: doc.type };
  let unresolved = false;
  const url = route.path.replace(/\/:([A-Za-z_]+)(\?)?/g, (_match, name: string, optional?: string) => {
    const value = values[name];
    if (value) return `/${encodeURIComponent(value).replace(/%2F/gi, '/')}`;
    if (!optional) unresolved = true;
    return '';
  });
  return unresolved ? null : url || '/';
}

interface SearchContext {
  docs: StoredDocument[];
  byId: Map<string, StoredDocument>;
  routes: Route[];
  fetchLinks: Map<string, string[]>;
  graphQuery: Selection | null;
  href: (id: string) => string;
}

function linkMetadata(target: StoredDocument, context: SearchContext): Record<string, unknown> {
  return {
    link_type: 'Document',
    id: target.id,
    type: target.type,
    tags: target.tags,
    lang: target.lang,
    slug: target.uid ?? target.id,
    first_publication_date: target.first_publication_date,
    last_publication_date: target.last_publication_date,
    uid: target.uid ?? undefined,
    url: resolveRoute(target, context.routes),
    isBroken: false,
  };
}

function findLinkTarget(link: Record<string, unknown>, context: SearchContext): StoredDocument | undefined {
  if (typeof link.id === 'string' && context.byId.has(link.id)) return context.byId.get(link.id);
  if (typeof link.type === 'string' && typeof link.uid === 'string') {
    return context.docs.find(
      (doc) =>
        doc.type === link.type && doc.uid === link.uid && (typeof link.lang !== 'string' || doc.lang === link.lang),
    );
  }
  return undefined;
}

/** Fills content-relationship links with the target's metadata and the `fetchLinks` fields. */
function resolveLinks(value: unknown, context: SearchContext): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveLinks(item, context));
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (record.link_type === 'Document' && (record.id || record.uid)) {
    const target = findLinkTarget(record, context);
    if (!target)
      return {
        link_type: 'Document',
        id: record.id,
        type: record.type,
        uid: record.uid,
        lang: record.lang,
        isBroken: true,
      };
    const fields = context.fetchLinks.get(target.type);
    const resolved = linkMetadata(target, context);
    if (fields?.length)
      resolved.data = Object.fromEntries(
        fields.filter((field) => field in target.data).map((field) => [field, target.data[field]]),
      );
    return resolved;
  }
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, resolveLinks(item, context)]));
}

function present(doc: StoredDocument, context: SearchContext): Record<string, unknown> {
  let data = resolveLinks(doc.data, context) as Record<string, unknown>;
  const typeSelection = context.graphQuery?.fields.get(doc.type);
  if (typeSelection) {
    data = projectData(data, typeSelection, {
      resolveLink: (link) => {
        const target = findLinkTarget(link, context);
        return target
          ? { type: target.type, data: resolveLinks(target.data, context) as Record<string, unknown> }
          : null;
      },
    });
  }
  return {
    id: doc.id,
    uid: doc.uid,
    url: resolveRoute(doc, context.routes),
    type: doc.type,
    href: context.href(doc.id),
    tags: doc.tags,
    first_publication_date: doc.first_publication_date,
    last_publication_date: doc.last_publication_date,
    slugs: doc.uid ? [doc.uid] : [],
    linked_documents: [],
    lang: doc.lang,
    alternate_languages: doc.alternate_languages,
    data,
  };
}

function parseRoutes(value: string | null): Route[] {
  if (!value) return [];
  try {
    const parsed = JSON.parse(value) as unknown;
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list.filter(
      (route): route is Route =>
        !!route &&
        typeof route === 'object' &&
        typeof (route as Route).type === 'string' &&
        typeof (route as Route).path === 'string',
    );
  } catch {
    throw new QueryParsingError('routes must be a JSON array of { type, path }', value, 1);
  }
}

function parseFetchLinks(params: URLSearchParams): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const values = [...params.getAll('fetchLinks'), ...params.getAll('fetch')];
  for (const entry of values.flatMap((value) => value.split(','))) {
    const [type, ...field] = entry.trim().split('.');
    if (!type || field.length === 0) continue;
    map.set(type, [...(map.get(type) ?? []), field.join('.')]);
  }
  return map;
}

function positiveInt(value: string | null, fallback: number): number {
  if (value === null || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new QueryParsingError(`invalid integer '${value}'`, value, 1);
  return number;
}

function search(url: URL, index: ContentIndex, base: string): Response {
  const params = url.searchParams;
  const ref = params.get('ref');
  if (!ref)
    return json(
      { type: 'parsing-error', message: 'The ref parameter is missing. Master ref is: ' + index.masterRef },
      400,
    );
  let docs: StoredDocument[];
  if (ref === index.masterRef) docs = index.published;
  else if (isPreviewRef(ref)) docs = index.preview;
  else {
    return json(
      {
        type: 'api_notfound_error',
        message: `Ref not found. Ensure you have the correct ref and try again. Master ref is: ${index.masterRef}`,
      },
      404,
    );
  }

  try {
    const predicates: Predicate[] = params.getAll('q').flatMap(parsePredicates);
    const lang = params.get('lang') ?? MASTER_LANG;
    const orderings = parseOrderings(params.get('orderings') ?? '');
    const pageSize = Math.min(positiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
    const page = positiveInt(params.get('page'), 1);
    const graphQueryParam = params.get('graphQuery');
    const context: SearchContext = {
      docs,
      byId: new Map(docs.map((doc) => [doc.id, doc])),
      routes: parseRoutes(params.get('routes')),
      fetchLinks: parseFetchLinks(params),
      graphQuery: graphQueryParam ? parseGraphQuery(graphQueryParam) : null,
      href: (id) =>
        `${base}/documents/search?ref=${encodeURIComponent(ref)}&q=${encodeURIComponent(`[[:d = at(document.id, "${id}")]]`)}`,
    };

    let matches = docs.filter(
      (doc) =>
        (lang === '*' || doc.lang === lang.toLowerCase()) &&
        predicates.every((predicate) => matchesPredicate(doc, predicate)),
    );
    matches = sortDocuments(matches, orderings);
    const after = params.get('after');
    if (after) {
      const position = matches.findIndex((doc) => doc.id === after);
      matches = position === -1 ? [] : matches.slice(position + 1);
    }

    const total = matches.length;
    const totalPages = Math.ceil(total / pageSize);
    const results = matches.slice((page - 1) * pageSize, page * pageSize).map((doc) => present(doc, context));
    const pageUrl = (target: number) => {
      const next = new URL(url);
      next.searchParams.set('page', String(target));
      return next.toString();
    };
    return json({
      page,
      results_per_page: pageSize,
      results_size: results.length,
      total_results_size: total,
      total_pages: totalPages,
      next_page: page < totalPages ? pageUrl(page + 1) : null,
      prev_page: page > 1 ? pageUrl(page - 1) : null,
      results,
      version: 'embedded',
      license: 'All Rights Reserved',
    });
  } catch (error) {
    if (error instanceof QueryParsingError) return parsingError(error);
    throw error;
  }
}

/**
 * Serves one request to the embedded Prismic API (see the module comment for the endpoints).
 * Used by the route `app/api/prismic/v2/[[...path]]` and in-process by `lib/prismic/client.ts`.
 * Never throws: unexpected failures (e.g. invalid JSON in `content/`) are logged and become a
 * 500 JSON response.
 */
export async function handlePrismicApiRequest(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const at = url.pathname.indexOf(PRISMIC_API_BASE_PATH);
  if (at === -1) return json({ type: 'not_found', message: `Not found: ${url.pathname}` }, 404);
  const rest = url.pathname.slice(at + PRISMIC_API_BASE_PATH.length).replace(/\/+$/, '');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(JSON.stringify({ type: 'method_not_allowed', message: 'Only GET is supported' }), {
      status: 405,
      headers: { allow: 'GET, HEAD', 'content-type': 'application/json' },
    });
  }
  const base = `${url.origin}${url.pathname.slice(0, at)}${PRISMIC_API_BASE_PATH}`;
  try {
    const index = getContentIndex();
    if (rest === '') return json(repository(index, base));
    if (rest === '/documents/search') return search(url, index, base);
    return json({ type: 'not_found', message: `Not found: ${url.pathname}` }, 404);
  } catch (error) {
    console.error('[content api] request failed', error);
    return json({ type: 'internal_error', message: 'The content repository could not be read' }, 500);
  }
}
