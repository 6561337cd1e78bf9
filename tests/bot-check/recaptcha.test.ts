import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RECAPTCHA_VERIFY_URL, verifyRecaptchaToken, type RecaptchaSettings } from '@/lib/bot-check/recaptcha';

/** Google's siteverify as a stub: answers per token what a real one would. */
const answers: Record<string, unknown> = {
  good: { success: true, score: 0.9, action: 'login', hostname: 'nl.example.com' },
  'low-score': { success: true, score: 0.2, action: 'login', hostname: 'nl.example.com' },
  'other-action': { success: true, score: 0.9, action: 'newsletter', hostname: 'nl.example.com' },
  'other-site': { success: true, score: 0.9, action: 'login', hostname: 'evil.example.net' },
  used: { success: false, 'error-codes': ['timeout-or-duplicate'] },
  bad: { success: false, 'error-codes': ['invalid-input-response'] },
};
const received: URLSearchParams[] = [];
const server = setupServer(
  http.post(RECAPTCHA_VERIFY_URL, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    received.push(form);
    if (form.get('response') === 'outage') return new HttpResponse('busy', { status: 503 });
    return HttpResponse.json(answers[form.get('response') ?? ''] ?? { success: false });
  }),
);

const settings: RecaptchaSettings = {
  secretKey: 'secret',
  minScore: 0.5,
  hostnames: ['nl.example.com', 'be.example.com'],
  remoteIp: '203.0.113.9',
};

describe('the reCAPTCHA v3 bot check (docs/decisions/0030-bot-check.md)', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    received.length = 0;
  });
  afterAll(() => server.close());

  it("accepts a good score for the form's action on the shop's host, sending secret, token and IP", async () => {
    expect(await verifyRecaptchaToken('good', 'login', settings)).toEqual({ ok: true });
    expect(Object.fromEntries(received[0]!)).toEqual({ secret: 'secret', response: 'good', remoteip: '203.0.113.9' });
  });

  it.each([
    ['low-score', 'low-score'],
    ['other-action', 'wrong-action'],
    ['other-site', 'wrong-site'],
    ['used', 'replayed'],
    ['bad', 'invalid'],
    ['outage', 'unavailable'],
  ])('refuses %s (%s)', async (token, reason) => {
    expect(await verifyRecaptchaToken(token, 'login', settings)).toEqual({ ok: false, reason });
  });

  it('refuses a request without a token without asking Google', async () => {
    expect(await verifyRecaptchaToken(null, 'login', settings)).toEqual({ ok: false, reason: 'missing' });
    expect(received).toHaveLength(0);
  });
});
