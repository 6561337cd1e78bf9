import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The health endpoint (app/api/health/route.ts): ready (200) with the embedded back end's mail outbox
 * figures for the operator, 503 while the back end cannot be opened or read.
 */

const embeddedCommerceHealth = vi.hoisted(() => vi.fn());
vi.mock('next/server', () => ({ connection: async () => undefined }));
vi.mock('@/lib/embedded-commerce/seam', () => ({ embeddedCommerceHealth }));

const { GET } = await import('@/app/api/health/route');

beforeEach(() => {
  embeddedCommerceHealth.mockReset();
});

describe('GET /api/health/', () => {
  it('answers ready with the outbox figures: mails not sent, failing, the oldest one’s age', async () => {
    embeddedCommerceHealth.mockResolvedValue({ mail: { unsent: 2, failing: 1, oldestUnsentSeconds: 95 } });
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      mail: { unsent: 2, failing: 1, oldestUnsentSeconds: 95 },
    });
  });

  it('answers ready without figures when commerce is remote', async () => {
    embeddedCommerceHealth.mockResolvedValue(null);
    expect(await (await GET()).json()).toEqual({ status: 'ok' });
  });

  it('answers 503 while the back end cannot be opened or read', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    embeddedCommerceHealth.mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    const response = await GET();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable' });
    errors.mockRestore();
  });
});
