import 'server-only';
import { tabletopSessionSchema, type TabletopLookup } from './session';

/** Origin of in-process requests to the embedded session service; never resolved over the network. */
const EMBEDDED_TABLETOP_BASE = 'http://embedded.commerce.local/api/graphql/tabletop';

/** How long the storefront waits for the session service, in ms: a tablet never hangs on it. */
export const TABLETOP_SERVICE_TIMEOUT_MS = 3000;

/** A staff call's outcome: the session, or why not (the service's error word and HTTP status). */
export type StaffCallResult =
  | { ok: true; lookup: TabletopLookup & { kind: 'session' } }
  | { ok: false; status: number; error: string; retryAfter?: number };

/**
 * Calls the tabletop session service (spec §7 'Tabletop'): `TABLETOP_API_URL` when set (with
 * `TABLETOP_API_KEY` as bearer token when set), otherwise the embedded service of the commerce back
 * end, in process through the seam. Never throws for a network failure or a timeout: the caller
 * gets a 503-like response.
 */
async function callService(path: string, init: RequestInit = {}): Promise<Response> {
  const remote = process.env.TABLETOP_API_URL?.replace(/\/+$/, '');
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  const key = process.env.TABLETOP_API_KEY;
  if (key) headers.set('authorization', `Bearer ${key}`);
  const request = {
    ...init,
    headers,
    cache: 'no-store' as const,
    signal: AbortSignal.timeout(TABLETOP_SERVICE_TIMEOUT_MS),
  };
  try {
    if (remote) return await fetch(`${remote}${path}`, request);
    const { executeEmbeddedCommerce } = await import('@/lib/embedded-commerce/seam');
    return await executeEmbeddedCommerce(new Request(`${EMBEDDED_TABLETOP_BASE}${path}`, request));
  } catch (error) {
    console.error('[tabletop] session service did not answer', error instanceof Error ? error.message : error);
    return Response.json({ error: 'UNAVAILABLE' }, { status: 503 });
  }
}

async function lookupOf(response: Response): Promise<TabletopLookup> {
  if (response.status === 404) return { kind: 'unknown' };
  if (!response.ok) return { kind: 'unavailable' };
  const parsed = tabletopSessionSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    console.error('[tabletop] session service answered an unexpected shape');
    return { kind: 'unavailable' };
  }
  return { kind: 'session', session: parsed.data };
}

const sessionPath = (id: string) => `/sessions/${encodeURIComponent(id)}`;

/** Spec §7 `GET {base}/sessions/{id}`: the stored session as the service sees it now. */
export async function fetchTabletopSession(id: string): Promise<TabletopLookup> {
  return lookupOf(await callService(sessionPath(id)));
}

/**
 * Spec §7 `GET {base}/sessions/{id}/refresh`: for an EXPIRED or CLOSED session, its successor (a new
 * id to store); for one refreshed moments ago (another tab), the embedded service answers the same
 * successor. One refreshed long ago (409) counts as unknown: the id is stale or copied, and not this
 * tablet's to keep.
 */
export async function refreshTabletopSession(id: string): Promise<TabletopLookup> {
  const response = await callService(`${sessionPath(id)}/refresh`);
  if (response.status === 409) return { kind: 'unknown' };
  return lookupOf(response);
}

async function staffResultOf(response: Response): Promise<StaffCallResult> {
  if (response.ok) {
    const lookup = await lookupOf(response);
    if (lookup.kind === 'session') return { ok: true, lookup };
    return { ok: false, status: 503, error: 'UNAVAILABLE' };
  }
  const body = (await response.json().catch(() => null)) as { error?: unknown; retryAfter?: unknown } | null;
  return {
    ok: false,
    status: response.status,
    error: typeof body?.error === 'string' ? body.error : 'UNAVAILABLE',
    retryAfter: typeof body?.retryAfter === 'number' ? body.retryAfter : undefined,
  };
}

const jsonPost = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/**
 * Staff start a session for their store (`POST {base}/sessions`): `location` is the store's
 * reference, branch code or id, `pin` the store's staff PIN. The embedded service answers 401
 * `INVALID_CREDENTIAL` alike for a wrong PIN, another store's PIN and an unknown store, and 429
 * `TOO_MANY_ATTEMPTS` (with `retryAfter` in seconds) after ten failures in a row.
 */
export async function startTabletopSession(location: string, pin: string): Promise<StaffCallResult> {
  return staffResultOf(await callService('/sessions', jsonPost({ location, pin })));
}

/** Staff end the current shopper's visit (`POST {base}/sessions/{id}/close`, CLOSED). */
export async function closeTabletopSession(id: string, pin: string): Promise<StaffCallResult> {
  return staffResultOf(await callService(`${sessionPath(id)}/close`, jsonPost({ pin })));
}

/** Staff take the tablet out of tabletop mode (`POST {base}/sessions/{id}/revoke`, REVOKED). */
export async function revokeTabletopSession(id: string, pin: string): Promise<StaffCallResult> {
  return staffResultOf(await callService(`${sessionPath(id)}/revoke`, jsonPost({ pin })));
}
