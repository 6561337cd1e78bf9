import { describe, expect, it } from 'vitest';
import { thirdPartyConfig } from '@/lib/consent/third-parties';
import { contentSecurityPolicy, securityHeaders } from '@/lib/security/headers';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe('security headers', () => {
  it('has a policy that shuts plugins, base hijacking, framing by others and foreign scripts', () => {
    const policy = directives(contentSecurityPolicy(false));
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it('allows eval and the HMR socket only in development', () => {
    expect(directives(contentSecurityPolicy(true))['script-src']).toContain("'unsafe-eval'");
    expect(directives(contentSecurityPolicy(true))['connect-src']).toContain('ws:');
  });

  it('sends nosniff, the referrer policy and permissions everywhere, HSTS in production only', () => {
    const production = new Map(securityHeaders(true).map(({ key, value }) => [key, value]));
    expect(production.get('X-Content-Type-Options')).toBe('nosniff');
    expect(production.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(production.get('Permissions-Policy')).toContain('camera=()');
    expect(production.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8}; includeSubDomains$/);
    expect(securityHeaders(false).map(({ key }) => key)).not.toContain('Strict-Transport-Security');
  });

  it('allows no third-party origin when none is configured', () => {
    const policy = directives(contentSecurityPolicy(false, thirdPartyConfig({})));
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://images.prismic.io']);
    expect(policy['frame-src']).toEqual(["'self'"]);
  });

  it('allows scripts from the configured tag manager, loader and embed origins only', () => {
    const policy = directives(
      contentSecurityPolicy(
        false,
        thirdPartyConfig({
          TAG_MANAGER_URL: 'http://127.0.0.1:3198/gtm.js',
          THIRD_PARTY_SCRIPT_URLS: 'https://cdn.example.com/widget.js',
          FLOCKLER_EMBED_URL: 'https://plugins.flockler.com/embed',
        }),
      ),
    );
    expect(policy['script-src']).toEqual([
      "'self'",
      "'unsafe-inline'",
      'http://127.0.0.1:3198',
      'https://cdn.example.com',
      'https://plugins.flockler.com',
    ]);
    // What those scripts load in turn needs CSP_THIRD_PARTY_ORIGINS: nothing else opens.
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('adds CSP_THIRD_PARTY_ORIGINS to scripts, styles, images, connections and frames', () => {
    const policy = directives(
      contentSecurityPolicy(false, thirdPartyConfig({ CSP_THIRD_PARTY_ORIGINS: 'https://www.google-analytics.com' })),
    );
    for (const directive of ['script-src', 'style-src', 'img-src', 'connect-src', 'frame-src']) {
      expect(policy[directive], directive).toContain('https://www.google-analytics.com');
    }
    expect(policy['font-src']).toEqual(["'self'"]);
  });
});
