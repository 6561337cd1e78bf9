import { describe, expect, it, vi } from 'vitest';
import {
  CHALLENGE_COUNTER_RANGE,
  CHALLENGE_LIFETIME_SECONDS,
  createBotChallenge,
  encodeAltchaToken,
  verifyAltchaToken,
} from '@/lib/bot-check/altcha';
import { solvedToken, withAltchaTestSecret } from './solve';

function decoded(token: string) {
  return JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
}

describe('the ALTCHA bot check (docs/decisions/0030-bot-check.md)', () => {
  withAltchaTestSecret('test-secret');

  it('accepts a solved challenge for its action once, and refuses it replayed', async () => {
    const token = await solvedToken(await createBotChallenge('register'));
    expect(await verifyAltchaToken(token, 'register')).toEqual({ ok: true });
    expect(await verifyAltchaToken(token, 'register')).toEqual({ ok: false, reason: 'replayed' });
  });

  it('refuses a missing or unreadable token', async () => {
    expect(await verifyAltchaToken(null, 'login')).toEqual({ ok: false, reason: 'missing' });
    expect(await verifyAltchaToken('', 'login')).toEqual({ ok: false, reason: 'missing' });
    expect(await verifyAltchaToken('not base64 json', 'login')).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses a token solved for another form', async () => {
    const token = await solvedToken(await createBotChallenge('newsletter'));
    expect(await verifyAltchaToken(token, 'login')).toEqual({ ok: false, reason: 'wrong-action' });
  });

  it('refuses a challenge past its lifetime', async () => {
    const token = await solvedToken(await createBotChallenge('login'));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (CHALLENGE_LIFETIME_SECONDS + 1) * 1000);
    expect(await verifyAltchaToken(token, 'login')).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a wrong solution, a changed challenge and one signed by another shop', async () => {
    const token = await solvedToken(await createBotChallenge('login'));
    const { challenge, solution } = decoded(token);
    const wrongKey = encodeAltchaToken(challenge, { ...solution, derivedKey: '00'.repeat(32) });
    expect(await verifyAltchaToken(wrongKey, 'login')).toEqual({ ok: false, reason: 'invalid' });
    // The action is signed: a script cannot relabel a newsletter challenge.
    const relabelled = encodeAltchaToken(
      { ...challenge, parameters: { ...challenge.parameters, data: { action: 'register' } } },
      solution,
    );
    expect(await verifyAltchaToken(relabelled, 'register')).toEqual({ ok: false, reason: 'invalid' });

    vi.stubEnv('BOT_CHECK_SECRET', 'another-shop');
    const foreign = await solvedToken(await createBotChallenge('login'));
    vi.stubEnv('BOT_CHECK_SECRET', 'test-secret');
    expect(await verifyAltchaToken(foreign, 'login')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('makes the browser work for it: the counter is thousands of hashes in', async () => {
    const token = await solvedToken(await createBotChallenge('login'));
    expect(decoded(token).solution.counter).toBeGreaterThanOrEqual(CHALLENGE_COUNTER_RANGE.min);
  });
});
