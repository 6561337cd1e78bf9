/**
 * The tabletop session service's REST routes (spec §7 'Tabletop', base `/api/graphql/tabletop`),
 * JSON in and out, never cached:
 *
 * - `GET  /sessions/{id}`          200 session | 404 `{ error: 'NOT_FOUND' }`
 * - `GET  /sessions/{id}/refresh`  200 session (a new id for an EXPIRED or CLOSED one; the same
 *                                  successor again for a REFRESHED one, for two minutes) | 404 |
 *                                  409 `{ error: 'ALREADY_REFRESHED' }` (later)
 * - `POST /sessions`               `{ location, pin }` → 201 session | 400 `{ error: 'INVALID_INPUT' }` |
 *                                  401 `{ error: 'INVALID_CREDENTIAL' }` |
 *                                  429 `{ error: 'TOO_MANY_ATTEMPTS', retryAfter }` (+ Retry-After)
 * - `POST /sessions/{id}/close`    `{ pin }` → 200 session | 400 | 401 | 404 | 429
 * - `POST /sessions/{id}/revoke`   `{ pin }` → 200 session | 400 | 401 | 404 | 429
 *
 * A session is `{ status, id, ttlDt, location: { id, name, code } }` (services/tabletop.ts). Bodies
 * over 8 KiB answer 413 `{ error: 'PAYLOAD_TOO_LARGE' }`, other paths 404, other methods 405
 * `{ error: 'METHOD_NOT_ALLOWED' }`. With `TABLETOP_API_KEY` set, every route needs
 * `Authorization: Bearer <TABLETOP_API_KEY>` (the storefront's server sends it) and answers 401
 * `{ error: 'UNAUTHORIZED' }` without it; unset, the routes are open and the staff PIN and the
 * session ids' 256 random bits are the only guards.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { CommerceDb } from '../db/client';
import {
  closeTabletopSession,
  getTabletopSession,
  refreshTabletopSession,
  revokeTabletopSession,
  startTabletopSession,
  type TabletopSessionView,
} from '../services/tabletop';

export const TABLETOP_BASE = '/api/graphql/tabletop';
/** Largest request body, in bytes. */
export const TABLETOP_BODY_LIMIT = 8 * 1024;

const startSchema = z.object({ location: z.string().trim().min(1).max(200), pin: z.string().max(100).nullish() });
const pinSchema = z.object({ pin: z.string().max(100).nullish() });

/** The status of each error code the services throw. */
const STATUS_OF: Record<string, number> = {
  INVALID_INPUT: 400,
  INVALID_CREDENTIAL: 401,
  ALREADY_REFRESHED: 409,
  TOO_MANY_ATTEMPTS: 429,
};

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, {
    status,
    headers: { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers },
  });
}

const errorJson = (error: string, status: number, headers?: Record<string, string>) => json({ error }, status, headers);
const notFound = () => errorJson('NOT_FOUND', 404);
const methodNotAllowed = (allow: string) => errorJson('METHOD_NOT_ALLOWED', 405, { allow });
const sessionOrNotFound = (view: TabletopSessionView | null) => (view ? json(view) : notFound());

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries the configured key (compared as digests: no length or timing hint). */
function authorized(request: Request): boolean {
  const key = process.env.TABLETOP_API_KEY;
  if (!key) return true;
  const header = request.headers.get('authorization') ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  return timingSafeEqual(digest(given), digest(key));
}

class BodyError extends Error {
  constructor(readonly status: 400 | 413) {
    super(status === 413 ? 'PAYLOAD_TOO_LARGE' : 'INVALID_INPUT');
  }
}

/** The JSON body, read up to {@link TABLETOP_BODY_LIMIT} bytes. @throws BodyError */
async function readJson(request: Request): Promise<unknown> {
  if (Number(request.headers.get('content-length') ?? 0) > TABLETOP_BODY_LIMIT) throw new BodyError(413);
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > TABLETOP_BODY_LIMIT) {
        await reader.cancel().catch(() => {});
        throw new BodyError(413);
      }
      chunks.push(value);
    }
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new BodyError(400);
  }
}

/** The body checked by `schema`. @throws BodyError */
async function body<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  const parsed = schema.safeParse(await readJson(request));
  if (!parsed.success) throw new BodyError(400);
  return parsed.data;
}

/** The answer to a thrown error: the body errors and the services' codes; anything else is logged, 500. */
function errorResponse(error: unknown): Response {
  if (error instanceof BodyError) return errorJson(error.message, error.status);
  const extensions = (error as { extensions?: { code?: unknown; retryAfter?: unknown } } | null)?.extensions;
  const code = typeof extensions?.code === 'string' ? extensions.code : '';
  const status = STATUS_OF[code];
  if (!status) {
    console.error('[commerce] tabletop route failed', error);
    return errorJson('INTERNAL_SERVER_ERROR', 500);
  }
  if (code === 'TOO_MANY_ATTEMPTS') {
    const retryAfter = Number(extensions?.retryAfter) || 1;
    return json({ error: code, retryAfter }, status, { 'retry-after': String(retryAfter) });
  }
  return errorJson(code, status);
}

/** The route of `/sessions…` segments after the base. */
async function route(db: CommerceDb, request: Request, segments: string[], now: Date): Promise<Response> {
  const [resource, id, action, ...rest] = segments;
  if (resource !== 'sessions' || rest.length) return notFound();
  const method = request.method;
  if (id === undefined) {
    if (method !== 'POST') return methodNotAllowed('POST');
    const { session } = await startTabletopSession(db, await body(request, startSchema), now);
    return json(session, 201);
  }
  if (action === undefined) {
    if (method !== 'GET') return methodNotAllowed('GET');
    return sessionOrNotFound(await getTabletopSession(db, id, now));
  }
  if (action === 'refresh') {
    if (method !== 'GET') return methodNotAllowed('GET');
    return sessionOrNotFound(await refreshTabletopSession(db, id, now));
  }
  if (action === 'close' || action === 'revoke') {
    if (method !== 'POST') return methodNotAllowed('POST');
    const { pin } = await body(request, pinSchema);
    const end = action === 'close' ? closeTabletopSession : revokeTabletopSession;
    return sessionOrNotFound(await end(db, id, pin, now));
  }
  return notFound();
}

/** The tabletop routes' answer; null when the path is not under {@link TABLETOP_BASE}. */
export async function handleTabletopRoute(
  db: CommerceDb,
  request: Request,
  now: Date = new Date(),
): Promise<Response | null> {
  const pathname = new URL(request.url).pathname.replace(/\/+$/, '');
  if (pathname !== TABLETOP_BASE && !pathname.startsWith(`${TABLETOP_BASE}/`)) return null;
  if (!authorized(request)) return errorJson('UNAUTHORIZED', 401, { 'www-authenticate': 'Bearer' });
  let segments: string[];
  try {
    segments = pathname.slice(TABLETOP_BASE.length).split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return notFound();
  }
  try {
    return await route(db, request, segments, now);
  } catch (error) {
    return errorResponse(error);
  }
}
