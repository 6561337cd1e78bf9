import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { revalidateCatalogChange, revalidateContent } from '@/lib/cache/revalidate';
import { readBodyWithin } from '@/lib/security/request-body';
import { secretMatches } from '@/lib/security/secret';

/** Largest webhook body accepted, in bytes. */
const MAX_BODY_BYTES = 64 * 1024;

const SKU = z.string().regex(/^\d{6}\.\d{3}$/);

/** Prismic's webhook (publish, unpublish, release): `secret` is the one set on the webhook. */
const PrismicWebhook = z.object({
  type: z.enum(['api-update', 'test-trigger']),
  secret: z.string().optional(),
  documents: z.array(z.string().max(64)).max(1000).default([]),
});

/** A commerce back end's catalog changes (the embedded one reports them in process). */
const CatalogWebhook = z.object({
  type: z.literal('catalog'),
  secret: z.string().optional(),
  changes: z
    .array(z.object({ kind: z.enum(['stock', 'price', 'product']), skus: z.array(SKU).min(1).max(1000) }))
    .min(1)
    .max(100),
});

const Webhook = z.discriminatedUnion('type', [PrismicWebhook, CatalogWebhook]);

function answer(status: number, body: Record<string, unknown>): NextResponse {
  return NextResponse.json(body, { status, headers: { 'cache-control': 'no-store' } });
}

/**
 * Revalidation by tag (docs/architecture.md 'Caching and revalidation'): Prismic's webhook payload
 * (`api-update`: the `prismic` tag and `document:<id>` of each document; `test-trigger`: nothing) and catalog
 * change events (`{ type: 'catalog', changes: [{ kind: 'stock' | 'price' | 'product', skus }] }`:
 * `product:<sku>`, and `catalog` for price and product changes). Authenticated by `REVALIDATE_SECRET` in the
 * `x-revalidate-secret` header or the payload's `secret` (Prismic sends it there); unset, nobody may. 401 for
 * a wrong secret, 400 for a payload of another shape, 413 above 64 KiB.
 */
export async function POST(request: NextRequest) {
  const text = await readBodyWithin(request, MAX_BODY_BYTES);
  if (text === null) return answer(413, { error: 'Payload too large' });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return answer(400, { error: 'Body is not JSON' });
  }
  const given =
    request.headers.get('x-revalidate-secret') ??
    (typeof json === 'object' && json && 'secret' in json && typeof json.secret === 'string' ? json.secret : null);
  if (!secretMatches(process.env.REVALIDATE_SECRET, given)) return answer(401, { error: 'Unauthorized' });
  const parsed = Webhook.safeParse(json);
  if (!parsed.success) return answer(400, { error: 'Unknown payload', issues: parsed.error.issues.length });
  const payload = parsed.data;
  const revalidated =
    payload.type === 'catalog'
      ? payload.changes.flatMap((change) => revalidateCatalogChange(change))
      : payload.type === 'api-update'
        ? revalidateContent(payload.documents)
        : [];
  return answer(200, { revalidated: [...new Set(revalidated)] });
}
