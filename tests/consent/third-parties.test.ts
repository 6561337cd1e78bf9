import { describe, expect, it } from 'vitest';
import { httpUrl, thirdPartyConfig, thirdPartyScriptOrigins } from '@/lib/consent/third-parties';

describe('third-party configuration (environment variables)', () => {
  it('is empty when nothing is configured', () => {
    const config = thirdPartyConfig({});
    expect(config).toEqual({
      tagManagerUrl: null,
      loaderScriptUrls: [],
      squeezelyScriptUrl: null,
      flocklerEmbedUrl: null,
      extraOrigins: [],
    });
    expect(thirdPartyScriptOrigins(config)).toEqual([]);
  });

  it('reads the tag manager, the loader scripts (Squeezely last, no duplicates), Flockler and the extra origins', () => {
    const config = thirdPartyConfig({
      TAG_MANAGER_URL: ' https://www.googletagmanager.com/gtm.js?id=GTM-TEST ',
      THIRD_PARTY_SCRIPT_URLS: 'https://cdn.example.com/a.js, https://cdn.example.com/b.js,,javascript:alert(1)',
      SQUEEZELY_SCRIPT_URL: 'https://squeezely.tech/p?m=SQ-TEST',
      FLOCKLER_EMBED_URL: 'https://plugins.flockler.com/embed/',
      CSP_THIRD_PARTY_ORIGINS:
        'https://www.google-analytics.com, https://*.flockler.com https://bad.example/path nonsense',
    });
    expect(config.tagManagerUrl).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST');
    expect(config.loaderScriptUrls).toEqual([
      'https://cdn.example.com/a.js',
      'https://cdn.example.com/b.js',
      'https://squeezely.tech/p?m=SQ-TEST',
    ]);
    expect(config.flocklerEmbedUrl).toBe('https://plugins.flockler.com/embed');
    expect(config.extraOrigins).toEqual(['https://www.google-analytics.com', 'https://*.flockler.com']);
    expect(thirdPartyScriptOrigins(config)).toEqual([
      'https://www.googletagmanager.com',
      'https://cdn.example.com',
      'https://squeezely.tech',
      'https://plugins.flockler.com',
      'https://www.google-analytics.com',
      'https://*.flockler.com',
    ]);
  });

  it('accepts only absolute http(s) URLs', () => {
    expect(httpUrl('http://127.0.0.1:3198/gtm.js')).toBe('http://127.0.0.1:3198/gtm.js');
    expect(httpUrl('/gtm.js')).toBeNull();
    expect(httpUrl('data:text/javascript,alert(1)')).toBeNull();
    expect(httpUrl('')).toBeNull();
    expect(httpUrl(undefined)).toBeNull();
  });
});
