import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/commerce/index';
import { CUSTOMER_SERVICE_EMAIL } from '@/commerce/config/customer-service';
import { rowsOf } from '@/commerce/services/common';
import { INITIAL_CONTACT_FORM_STATE } from '@/lib/contact/form-state';
import { resetRateLimiters } from '@/lib/rate-limit/limiter';
import { STORE_CODES, STOREFRONTS } from '@/lib/stores';
import { withEmbeddedCommerce } from '../support/embedded-commerce';

/** The contact form's server action against the real embedded back end; the bot check's verdict is stubbed. */

const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
const verifyBotCheck = vi.hoisted(() => vi.fn());
vi.mock('next/headers', () => ({ headers: async () => requestHeaders.current }));
vi.mock('@/lib/bot-check/server', () => ({ verifyBotCheck }));

const { sendContactMessage } = await import('@/lib/contact/send-message');

withEmbeddedCommerce();
beforeEach(() => {
  requestHeaders.current = new Headers({ 'x-store-key': 'FR', 'x-forwarded-for': '203.0.113.9' });
  verifyBotCheck.mockReset().mockResolvedValue({ ok: true });
});
afterEach(() => {
  delete process.env.RATE_LIMITS;
  resetRateLimiters();
});

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}
const valid = { name: 'Camille', email: 'camille@example.com', orderNumber: '', message: 'Bonjour', botCheck: 'token' };

async function mailsTo(address: string) {
  const db = await getDb();
  return rowsOf<{ reply_to: string }>(await db.execute(sql`SELECT reply_to FROM outbox_mails WHERE "to" = ${address}`));
}

describe('sendContactMessage (the contact form’s server action)', () => {
  it('judges the bot check for action contact and has the request’s storefront desk mailed', async () => {
    expect(await sendContactMessage(INITIAL_CONTACT_FORM_STATE, form(valid))).toEqual({ status: 'sent' });
    expect(verifyBotCheck).toHaveBeenCalledWith('token', 'contact', '203.0.113.9');
    expect(await mailsTo(CUSTOMER_SERVICE_EMAIL.FR)).toEqual([{ reply_to: 'camille@example.com' }]);
  });

  it('validates again on the server, answering message keys with the posted values and sending nothing', async () => {
    const posted = { ...valid, name: '', email: 'x', message: 'y'.repeat(2001) };
    expect(await sendContactMessage(INITIAL_CONTACT_FORM_STATE, form(posted))).toEqual({
      status: 'failed',
      values: { name: '', email: 'x', orderNumber: '', message: posted.message },
      error: null,
      fieldErrors: { name: 'nameRequired', email: 'emailInvalid', message: 'messageTooLong' },
    });
    expect(verifyBotCheck).not.toHaveBeenCalled();
  });

  it('refuses a post without a passed bot check (also a post without script) and keeps the values', async () => {
    verifyBotCheck.mockResolvedValue({ ok: false, reason: 'missing' });
    const state = await sendContactMessage(INITIAL_CONTACT_FORM_STATE, form({ ...valid, botCheck: '' }));
    expect(state).toMatchObject({ status: 'failed', error: 'botCheckFailed', values: { name: 'Camille' } });
    expect(verifyBotCheck).toHaveBeenCalledWith(null, 'contact', '203.0.113.9');
  });

  it('counts the contact rate limit per client', async () => {
    process.env.RATE_LIMITS = 'contact=2';
    resetRateLimiters();
    requestHeaders.current = new Headers({ 'x-store-key': 'NL', 'x-forwarded-for': '203.0.113.77' });
    const states = [];
    for (let i = 0; i < 3; i++) states.push(await sendContactMessage(INITIAL_CONTACT_FORM_STATE, form(valid)));
    expect(states.map((state) => state.status)).toEqual(['sent', 'sent', 'failed']);
    expect(states[2]).toMatchObject({ error: 'rateLimited' });
  });
});

describe('customer service desks', () => {
  it('the back end mails the same desk each storefront shows in its footer', () => {
    for (const code of STORE_CODES) expect(CUSTOMER_SERVICE_EMAIL[code]).toBe(STOREFRONTS[code].contact.email);
  });
});
