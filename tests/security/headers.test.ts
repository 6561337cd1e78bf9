import { describe, expect, it } from 'vitest';
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
});
