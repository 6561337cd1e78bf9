import { describe, expect, it, vi } from 'vitest';
import { EMBEDDED_PREVIEW_TOKEN } from '@/content/api';
import { createPrismicClient } from '@/lib/prismic/client';
import { previewTokenResolves } from '@/lib/prismic/preview-token';

vi.mock('server-only', () => ({}));

/**
 * Draft mode is for editors only (an outside scan turned it on with `GET /preview/`): `/preview/`
 * asks the content API whether the token resolves to a ref with the document under it. Against the
 * embedded content API, whose preview token and refs behave like Prismic's.
 */
describe('previewTokenResolves', () => {
  const client = createPrismicClient();

  it('accepts the preview token with a document that exists under it', async () => {
    expect(await previewTokenResolves(client, EMBEDDED_PREVIEW_TOKEN, 'cms-page-home-nl-nl')).toBe(true);
  });

  it('refuses a missing, unknown, non-preview or oversized token, and a document that does not exist', async () => {
    expect(await previewTokenResolves(client, null, 'cms-page-home-nl-nl')).toBe(false);
    expect(await previewTokenResolves(client, EMBEDDED_PREVIEW_TOKEN, null)).toBe(false);
    // The client would retry an unknown ref with the master ref; asked directly, it is refused.
    expect(await previewTokenResolves(client, 'x', 'cms-page-home-nl-nl')).toBe(false);
    expect(await previewTokenResolves(client, 'master', 'cms-page-home-nl-nl')).toBe(false);
    expect(await previewTokenResolves(client, EMBEDDED_PREVIEW_TOKEN, 'nope')).toBe(false);
    expect(await previewTokenResolves(client, 'p'.repeat(3000), 'cms-page-home-nl-nl')).toBe(false);
  });
});
