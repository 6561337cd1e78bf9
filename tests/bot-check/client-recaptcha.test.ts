// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The browser's side of reCAPTCHA v3 and the spec's three captcha errors (§8: no key, no version,
 * failed script load): each is a CommerceError `BOT_CHECK_UNAVAILABLE`, which forms show as "try again".
 */
type Outcome = 'load' | 'error';
let scriptOutcome: Outcome = 'load';
const loadedScripts: string[] = [];

async function freshClient() {
  vi.resetModules();
  return import('@/lib/bot-check/client');
}

describe('botCheckToken with reCAPTCHA v3 (lib/bot-check/client.ts)', () => {
  beforeEach(() => {
    loadedScripts.length = 0;
    vi.stubGlobal('fetch', async () => Response.json({ provider: 'recaptcha', siteKey: 'site-key' }));
    // jsdom loads no scripts: the test decides how the script tag ends.
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) {
        if (!(node instanceof HTMLScriptElement)) continue;
        loadedScripts.push(node.src);
        queueMicrotask(() =>
          (scriptOutcome === 'load' ? node.onload : node.onerror)?.call(node, new Event(scriptOutcome)),
        );
      }
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    delete (window as { grecaptcha?: unknown }).grecaptcha;
  });

  it('loads the script once with the site key and returns the token reCAPTCHA gives for the action', async () => {
    scriptOutcome = 'load';
    const execute = vi.fn(async () => 'google-token');
    (window as { grecaptcha?: unknown }).grecaptcha = { ready: (callback: () => void) => callback(), execute };
    const { botCheckToken } = await freshClient();
    expect(await botCheckToken('newsletter')).toBe('google-token');
    expect(await botCheckToken('login')).toBe('google-token');
    expect(loadedScripts).toEqual(['https://www.google.com/recaptcha/api.js?render=site-key']);
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'newsletter' });
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'login' });
  });

  it('no key: rejects without loading anything', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ provider: 'recaptcha', siteKey: '' }));
    const { botCheckToken } = await freshClient();
    await expect(botCheckToken('login')).rejects.toMatchObject({
      code: 'BOT_CHECK_UNAVAILABLE',
      message: expect.stringContaining('no key'),
    });
    expect(loadedScripts).toEqual([]);
  });

  it('no version: the script loaded but offers no v3 execute', async () => {
    scriptOutcome = 'load';
    (window as { grecaptcha?: unknown }).grecaptcha = { render: () => 0 };
    const { botCheckToken } = await freshClient();
    await expect(botCheckToken('login')).rejects.toMatchObject({ message: expect.stringContaining('no version') });
  });

  it('failed script load: rejects, and the next submit tries to load it again', async () => {
    scriptOutcome = 'error';
    const { botCheckToken } = await freshClient();
    await expect(botCheckToken('register')).rejects.toMatchObject({
      code: 'BOT_CHECK_UNAVAILABLE',
      messageKey: 'errors.botCheckUnavailable',
      message: expect.stringContaining('failed script load'),
    });
    scriptOutcome = 'load';
    (window as { grecaptcha?: unknown }).grecaptcha = {
      ready: (callback: () => void) => callback(),
      execute: async () => 'later',
    };
    expect(await botCheckToken('register')).toBe('later');
    expect(loadedScripts).toHaveLength(2);
  });
});
