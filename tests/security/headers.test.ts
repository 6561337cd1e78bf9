import { describe, expect, it } from 'vitest';
import { thirdPartyConfig } from '@/lib/consent/third-parties';
import { contentSecurityPolicy, securityHeaderRules } from '@/lib/security/headers';
import { storefrontOriginSources } from '@/lib/routing/storefront-origin';
import { parseDomainMap } from '@/lib/stores';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe('security headers', () => {
  it('has a policy that shuts plugins, base hijacking, framing by others and foreign scripts', () => {
    const policy = directives(contentSecurityPolicy(false));
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it('lets forms post to the shop’s own storefront hosts only (the store switch redirects between them)', () => {
    const production = parseDomainMap('www.example.nl=NL,www.example.be=BENL|BEFR');
    const policy = directives(contentSecurityPolicy(false, undefined, null, storefrontOriginSources(production)));
    expect(policy['form-action']).toEqual(["'self'", 'https://www.example.nl', 'https://www.example.be']);
    // On a developer's machine the *.localhost hosts, over HTTP on any port.
    expect(directives(contentSecurityPolicy(false))['form-action']).toContain('http://be.localhost:*');
  });

  it('allows eval and the HMR socket only in development', () => {
    expect(directives(contentSecurityPolicy(true))['script-src']).toContain("'unsafe-eval'");
    expect(directives(contentSecurityPolicy(true))['connect-src']).toContain('ws:');
  });

  it('sends nosniff, the referrer policy and permissions everywhere; HSTS in production, over HTTPS only', () => {
    const [everywhere, ...rest] = securityHeaderRules(true);
    expect(everywhere!.has).toBeUndefined();
    const always = new Map(everywhere!.headers.map(({ key, value }) => [key, value]));
    expect(always.get('X-Content-Type-Options')).toBe('nosniff');
    expect(always.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(always.get('Permissions-Policy')).toContain('camera=()');
    // Over plain HTTP no HSTS (RFC 6797 §7.2): only when the TLS proxy says the request was HTTPS.
    expect(always.has('Strict-Transport-Security')).toBe(false);
    expect(rest).toEqual([
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [
          { key: 'Strict-Transport-Security', value: expect.stringMatching(/^max-age=\d{8}; includeSubDomains$/) },
        ],
      },
    ]);
    expect(securityHeaderRules(false).flatMap((rule) => rule.headers.map(({ key }) => key))).not.toContain(
      'Strict-Transport-Security',
    );
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
