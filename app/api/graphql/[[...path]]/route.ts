import { type NextRequest, NextResponse } from 'next/server';
import { visitedOrigin } from '@/lib/request-origin';
import { COOKIES, STORE_CODES, type StoreCode } from '@/lib/stores';
import { publicCatalogData, publicCatalogOperationId } from '@/lib/commerce/public-catalog';
import { executeEmbeddedCommerce } from '@/lib/embedded-commerce/seam';
import { clientIp } from '@/lib/rate-limit/client-ip';
import { readBodyWithin } from '@/lib/security/request-body';
import { isCrossSiteRequest } from '@/lib/security/same-origin';
import { consumeRateLimits } from '@/lib/rate-limit/limiter';
import { rateLimitClassesOf } from '@/lib/rate-limit/operation-class';
import { sessionEffectOf } from '@/lib/account/session-hint';
import { mutationRootFields } from '@/lib/graphql/root-fields';
import { attributeToBranch, needsAttribution } from '@/lib/tabletop/attribution';
import { verifiedTabletopLocation } from '@/lib/tabletop/verified';
import { BOT_CHECK_HEADER, botCheckActionsOf } from '@/lib/bot-check/actions';
import { verifyBotCheck } from '@/lib/bot-check/server';
import { type ForwardedOperation, hasCommerceApiKey, resolveTrustedOperation } from '../trusted-documents';

/** Largest GraphQL request body the BFF forwards, in bytes (UTF-8, not characters). */
export const MAX_BODY_BYTES = 64 * 1024;

/** A GraphQL error response in the shape every commerce error has (`code`, `messageKey`). */
function errorResponse(status: number, code: string, message: string, messageKey = 'errors.generic'): NextResponse {
  const response = NextResponse.json({ errors: [{ message, extensions: { code, messageKey } }] }, { status });
  response.headers.set('cache-control', 'no-store');
  return response;
}

/** Removes context tokens from a GraphQL response: the token never reaches client JavaScript. */
function redactTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactTokens);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, key === 'token' ? null : redactTokens(inner)]),
    );
  }
  return value;
}

/** The context token the request's cookie holds, if any (spec §4: the string `null` is none). */
function sentToken(request: NextRequest): string | null {
  const token = request.cookies.get(COOKIES.contextToken)?.value;
  return token && token !== 'null' ? token : null;
}

function forwardHeaders(request: NextRequest): Headers {
  const headers = new Headers({ 'content-type': 'application/json', accept: 'application/json' });
  // proxy.ts derived the store key from host and cookies and overwrote whatever the client sent.
  headers.set('x-store-key', request.headers.get('x-store-key') ?? 'NL');
  const token = sentToken(request);
  if (token) headers.set('authorization', `Bearer ${token}`);
  return headers;
}

async function callCommerce(request: NextRequest, body: string | undefined, path: string): Promise<Response> {
  const headers = forwardHeaders(request);
  const remote = process.env.COMMERCE_GRAPHQL_URL;
  if (remote) {
    return fetch(remote, { method: 'POST', headers, body, cache: 'no-store' });
  }
  return executeEmbeddedCommerce(
    new Request(new URL(path, visitedOrigin(request)), { method: request.method, headers, body }),
  );
}

/**
 * Rate limits per client IP and operation class (cart mutations, order placement, payment start),
 * for browsers and trusted callers alike: a 429 with `Retry-After` and a typed, translated error
 * (`RATE_LIMITED`, `errors.rateLimited`), or null when the request may run.
 */
async function rateLimited(request: NextRequest, operation: ForwardedOperation): Promise<NextResponse | null> {
  const classes = rateLimitClassesOf(operation.query, operation.operationName);
  if (classes.length === 0) return null;
  const retryAfterSeconds = await consumeRateLimits(classes, clientIp(request.headers.get('x-forwarded-for')));
  if (retryAfterSeconds === null) return null;
  const response = errorResponse(429, 'RATE_LIMITED', 'Too many requests', 'errors.rateLimited');
  response.headers.set('retry-after', String(retryAfterSeconds));
  return response;
}

/**
 * The bot check of login, registration, password recovery and newsletter sign-up (spec §7 'bot-check
 * header', docs/decisions/0030-bot-check.md): the request's `x-bot-check` token must pass for its
 * action, or it is refused with a typed, translated 403 (`BOT_CHECK_FAILED`, `errors.botCheckFailed`)
 * before commerce sees it. A trusted caller (`COMMERCE_API_KEY`) is no anonymous script and needs
 * none. One token is good for one action, so a document mixing two such calls is refused.
 */
async function botCheckRefusal(
  request: NextRequest,
  operation: ForwardedOperation,
  trustedCaller: boolean,
): Promise<NextResponse | null> {
  if (trustedCaller) return null;
  const actions = botCheckActionsOf(mutationRootFields(operation.query, operation.operationName));
  if (actions.length === 0) return null;
  const token = request.headers.get(BOT_CHECK_HEADER);
  const verdict =
    actions.length === 1
      ? await verifyBotCheck(token, actions[0]!, clientIp(request.headers.get('x-forwarded-for')))
      : ({ ok: false, reason: 'wrong-action' } as const);
  if (verdict.ok) return null;
  return errorResponse(403, 'BOT_CHECK_FAILED', `Bot check failed: ${verdict.reason}`, 'errors.botCheckFailed');
}

/**
 * A newsletter sign-up, club registration or order from a tablet in tabletop mode carries the store's
 * branch code; from anywhere else any branch code the browser sent is taken out
 * (lib/tabletop/attribution.ts). The session is confirmed with the session service, never read from
 * the readable in-store cookies.
 */
async function attributed(request: NextRequest, operation: ForwardedOperation): Promise<ForwardedOperation> {
  if (!needsAttribution(mutationRootFields(operation.query, operation.operationName))) return operation;
  const location = await verifiedTabletopLocation(request.cookies.get(COOKIES.tabletopSession)?.value);
  return attributeToBranch(operation, location?.code ?? null);
}

/**
 * A public catalog read (the search overlay, a card's quick add, a list's products: trusted queries
 * of `search` only) answered from the shared cache, as the server's own catalog reads are
 * (`lib/commerce/public-catalog.ts`); null for any other operation, or when the cached read failed:
 * the request then goes to commerce like any other, whose answer reports the error.
 */
async function publicCatalogAnswer(request: NextRequest, operation: ForwardedOperation): Promise<NextResponse | null> {
  const id = publicCatalogOperationId(operation.query);
  const store = request.headers.get('x-store-key') ?? 'NL';
  if (!id || !(STORE_CODES as readonly string[]).includes(store)) return null;
  try {
    const response = NextResponse.json({
      data: await publicCatalogData(store as StoreCode, id, operation.variables ?? {}),
    });
    response.headers.set('cache-control', 'no-store');
    return response;
  } catch {
    return null;
  }
}

/**
 * The storefront's BFF (docs/architecture.md 'The BFF and the session', docs/decisions/0004-trusted-documents.md, spec §7): browsers POST
 * GraphQL here, as `application/json` from the shop's own pages (a cross-site browser request is a
 * typed 403, another content type a 415); the context token travels only in the httpOnly cookie and is forwarded as bearer
 * token, and a token the back end issues (`x-context-token`) becomes the cookie. In production only
 * the operations of the trusted-documents manifest run (sent by id), unless the caller holds
 * `COMMERCE_API_KEY`; commerce always receives the full document. Public catalog reads come from the
 * shared cache. Cart, order, payment, login and
 * account mutations are rate-limited per client IP, each root field counted; login, registration,
 * password recovery and newsletter sign-up need a passed bot check. The readable
 * `COOKIES.customerHint` follows logins and logouts (lib/account/session-hint.ts).
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ path?: string[] }> }) {
  const { path } = await params;
  if (path?.length) return embeddedPassThrough(request, path);
  // A hostile page can post a form or a text/plain fetch with the shopper's cookies; it cannot send
  // JSON without a CORS preflight, and its browser names its site.
  if (isCrossSiteRequest(request.headers))
    return errorResponse(403, 'CROSS_SITE_REQUEST', 'Cross-site request refused', 'errors.crossSiteRequest');
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? ''))
    return errorResponse(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send GraphQL as application/json');
  const text = await readBodyWithin(request, MAX_BODY_BYTES);
  if (text === null) return errorResponse(413, 'REQUEST_TOO_LARGE', 'Request too large');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return errorResponse(400, 'BAD_REQUEST', 'Request body is not JSON');
  }
  const trustedCaller = hasCommerceApiKey(request.headers.get('x-commerce-api-key'));
  const mayRunAdHoc = process.env.NODE_ENV !== 'production' || trustedCaller;
  const trusted = resolveTrustedOperation(parsed, mayRunAdHoc);
  if (!trusted.ok) return errorResponse(trusted.status, trusted.code, trusted.message);
  const limited = await rateLimited(request, trusted.operation);
  if (limited) return limited;
  const refused = await botCheckRefusal(request, trusted.operation, trustedCaller);
  if (refused) return refused;
  const operation = await attributed(request, trusted.operation);
  const cached = await publicCatalogAnswer(request, operation);
  if (cached) return cached;
  const upstream = await callCommerce(request, JSON.stringify(operation), '/api/graphql');
  const json: unknown = await upstream.json().catch(() => ({
    errors: [{ message: 'Bad gateway', extensions: { code: 'BAD_GATEWAY', messageKey: 'errors.generic' } }],
  }));
  const response = NextResponse.json(redactTokens(json), { status: upstream.ok ? 200 : upstream.status });
  const issued = upstream.headers.get('x-context-token');
  if (issued) {
    response.cookies.set(COOKIES.contextToken, issued, {
      httpOnly: true,
      secure: true,
      sameSite: 'lax',
      path: '/',
      maxAge: COOKIES.contextTokenMaxAge,
    });
    // Pages are cached and shared, so the browser loads the mini cart itself when this says there is a context.
    response.cookies.set(COOKIES.contextHint, '1', {
      secure: true,
      sameSite: 'lax',
      path: '/',
      maxAge: COOKIES.contextHintMaxAge,
    });
  } else if (!sentToken(request) && request.cookies.has(COOKIES.contextHint)) {
    // The context cookie outlives the token (spec §9): once the token is gone, so is the hint (§4).
    response.cookies.set(COOKIES.contextHint, '', { secure: true, sameSite: 'lax', path: '/', maxAge: 0 });
  }
  const effect = sessionEffectOf(operation.query, operation.operationName, json);
  if (effect === 'logged-in' && issued) {
    response.cookies.set(COOKIES.customerHint, '1', {
      secure: true,
      sameSite: 'lax',
      path: '/',
      maxAge: COOKIES.contextTokenMaxAge,
    });
  } else if (effect === 'logged-out') {
    response.cookies.set(COOKIES.customerHint, '', { secure: true, sameSite: 'lax', path: '/', maxAge: 0 });
  }
  response.headers.set('cache-control', 'no-store');
  return response;
}

/**
 * Sandbox payment page and webhook of the embedded back end (`/api/graphql/payment-sandbox/…`,
 * `/api/graphql/payment-webhook`). With a remote back end these live at the payment provider.
 */
async function embeddedPassThrough(request: NextRequest, path: string[]): Promise<Response> {
  if (process.env.COMMERCE_GRAPHQL_URL) return new NextResponse('Not found', { status: 404 });
  const headers = new Headers(request.headers);
  headers.delete('authorization');
  const init: RequestInit = { method: request.method, headers };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const text = await readBodyWithin(request, MAX_BODY_BYTES);
    if (text === null) return new NextResponse('Request too large', { status: 413 });
    init.body = text;
  }
  const url = new URL(
    `/api/graphql/${path.map(encodeURIComponent).join('/')}${request.nextUrl.search}`,
    visitedOrigin(request),
  );
  return executeEmbeddedCommerce(new Request(url, init));
}

export async function GET(request: NextRequest, { params }: { params: Promise<{ path?: string[] }> }) {
  const { path } = await params;
  if (path?.length) return embeddedPassThrough(request, path);
  return new NextResponse('Method not allowed', { status: 405, headers: { allow: 'POST' } });
}
