import { describe, expect, it, vi } from 'vitest';
import { botCheckToken, prepareBotCheck } from '@/lib/bot-check/client';
import { botCheckInstructions } from '@/lib/bot-check/server';
import { verifyAltchaToken } from '@/lib/bot-check/altcha';
import { withAltchaTestSecret } from './solve';

/** The browser's side of the ALTCHA check, with the shop's own endpoint answered by its handler's logic. */
describe('botCheckToken with ALTCHA (lib/bot-check/client.ts)', () => {
  withAltchaTestSecret('client-test-secret');

  it('asks the endpoint for a challenge of its action, solves it with WebCrypto, and the BFF accepts the token', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return Response.json(await botCheckInstructions('register', { kind: 'altcha' }));
    });
    const token = await botCheckToken('register');
    expect(asked).toEqual(['/api/bot-check/?action=register']);
    expect(await verifyAltchaToken(token, 'register')).toEqual({ ok: true });
  });

  it('rejects with BOT_CHECK_UNAVAILABLE when no challenge comes, so the form asks to try again', async () => {
    vi.stubGlobal('fetch', async () => new Response('down', { status: 503 }));
    await expect(botCheckToken('login')).rejects.toMatchObject({
      code: 'BOT_CHECK_UNAVAILABLE',
      messageKey: 'errors.botCheckUnavailable',
    });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(botCheckToken('login')).rejects.toMatchObject({ code: 'BOT_CHECK_UNAVAILABLE' });
  });

  it("solves ahead on the form's first focus; the submit takes that check, the next submit asks afresh", async () => {
    let asked = 0;
    vi.stubGlobal('fetch', async () => {
      asked++;
      return Response.json(await botCheckInstructions('login', { kind: 'altcha' }));
    });
    prepareBotCheck('login');
    prepareBotCheck('login');
    const first = await botCheckToken('login');
    expect(asked).toBe(1);
    expect(await verifyAltchaToken(first, 'login')).toEqual({ ok: true });
    const second = await botCheckToken('login');
    expect(asked).toBe(2);
    expect(second).not.toBe(first);
  });

  it('solves afresh when the prepared check failed', async () => {
    vi.stubGlobal('fetch', async () => new Response('down', { status: 503 }));
    prepareBotCheck('newsletter');
    vi.stubGlobal('fetch', async () => Response.json(await botCheckInstructions('newsletter', { kind: 'altcha' })));
    expect(await verifyAltchaToken(await botCheckToken('newsletter'), 'newsletter')).toEqual({ ok: true });
  });
});
