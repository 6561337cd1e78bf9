import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/graphql/[[...path]]/route';
import { GET as challengeGet } from '@/app/api/bot-check/route';
import { BOT_CHECK_HEADER } from '@/lib/bot-check/actions';
import { createBotChallenge } from '@/lib/bot-check/altcha';
import { withEmbeddedCommerce } from '../support/embedded-commerce';
import { solvedToken } from './solve';

/** The BFF's bot check against the real embedded back end: what a script posting a login meets. */

const LOGIN = 'mutation Login($u: String!, $p: String!) { login(username: $u, password: $p) { customer { email } } }';
const params = Promise.resolve({ path: undefined });
let ip = 0;

function post(query: string, headers: Record<string, string> = {}) {
  return POST(
    new NextRequest('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        host: 'localhost:3000',
        'x-store-key': 'NL',
        'x-forwarded-for': `192.0.2.${++ip}`,
        ...headers,
      },
      body: JSON.stringify({ query, variables: { u: 'nobody@example.com', p: 'wrong password' } }),
    }),
    { params },
  );
}

async function errorCode(response: Response): Promise<{ code?: string; messageKey?: string }> {
  const body = (await response.json()) as { errors?: { extensions?: { code?: string; messageKey?: string } }[] };
  return body.errors?.[0]?.extensions ?? {};
}

withEmbeddedCommerce();
afterEach(() => vi.unstubAllEnvs());

describe('the bot check at the BFF (docs/decisions/0030-bot-check.md)', () => {
  it('refuses a login without a solved check, before commerce sees it, with a translated error', async () => {
    const response = await post(LOGIN);
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toEqual({ code: 'BOT_CHECK_FAILED', messageKey: 'errors.botCheckFailed' });
  });

  it('passes a solved check on to commerce once; the same token again is refused', async () => {
    const token = await solvedToken(await createBotChallenge('login'));
    const first = await post(LOGIN, { [BOT_CHECK_HEADER]: token });
    // Commerce answered: the credentials are wrong, the check passed.
    expect((await errorCode(first)).code).not.toBe('BOT_CHECK_FAILED');
    const replayed = await post(LOGIN, { [BOT_CHECK_HEADER]: token });
    expect(replayed.status).toBe(403);
    expect((await errorCode(replayed)).code).toBe('BOT_CHECK_FAILED');
  });

  it('refuses a check solved for another form, and a tampered one', async () => {
    const newsletter = await solvedToken(await createBotChallenge('newsletter'));
    expect((await errorCode(await post(LOGIN, { [BOT_CHECK_HEADER]: newsletter }))).code).toBe('BOT_CHECK_FAILED');
    const token = await solvedToken(await createBotChallenge('login'));
    const tampered = `${token.slice(0, -8)}AAAAAAA=`;
    expect((await errorCode(await post(LOGIN, { [BOT_CHECK_HEADER]: tampered }))).code).toBe('BOT_CHECK_FAILED');
  });

  it('asks nothing of reads, of other mutations, and of a trusted caller', async () => {
    const read = await post('query { getCustomer { email } }');
    expect((await errorCode(read)).code).not.toBe('BOT_CHECK_FAILED');
    vi.stubEnv('COMMERCE_API_KEY', 'trusted-key');
    const trusted = await post(LOGIN, { 'x-commerce-api-key': 'trusted-key' });
    expect((await errorCode(trusted)).code).not.toBe('BOT_CHECK_FAILED');
  });
});

describe('the challenge endpoint', () => {
  const get = (query: string) => challengeGet(new NextRequest(`http://localhost:3000/api/bot-check/${query}`));

  it('hands out a fresh signed ALTCHA challenge per request, never cached', async () => {
    const response = await get('?action=register');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as {
      provider: string;
      challenge: { signature: string; parameters: { data: unknown } };
    };
    expect(body.provider).toBe('altcha');
    expect(body.challenge.parameters.data).toEqual({ action: 'register' });
    const again = (await (await get('?action=register')).json()) as typeof body;
    expect(again.challenge.signature).not.toBe(body.challenge.signature);
  });

  it('names reCAPTCHA and its site key when both keys are set; refuses an unknown action', async () => {
    vi.stubEnv('RECAPTCHA_SITE_KEY', 'site-key');
    vi.stubEnv('RECAPTCHA_SECRET_KEY', 'secret-key');
    expect(await (await get('?action=login')).json()).toEqual({ provider: 'recaptcha', siteKey: 'site-key' });
    expect((await get('?action=checkout')).status).toBe(400);
  });
});
