import { describe, expect, it } from 'vitest';
import { tabletopActionFor, tabletopSessionSchema } from '@/lib/tabletop/session';
import { AN_HOUR_AGO, found, NOW, tabletopSession, UNAVAILABLE, UNKNOWN } from './fixtures';

describe('tabletopActionFor (spec §4 Tabletop session status)', () => {
  it('keeps an OPEN session whose ttlDt is still ahead', () => {
    expect(tabletopActionFor(found({ status: 'OPEN' }), NOW)).toBe('keep');
    expect(tabletopActionFor(found({ ttlDt: new Date(NOW + 1).toISOString() }), NOW)).toBe('keep');
  });

  it('refreshes an OPEN session past its ttlDt (the service’s clock may lag ours), also exactly at it', () => {
    expect(tabletopActionFor(found({ ttlDt: AN_HOUR_AGO }), NOW)).toBe('refresh');
    expect(tabletopActionFor(found({ ttlDt: new Date(NOW).toISOString() }), NOW)).toBe('refresh');
  });

  it('refreshes an OPEN session whose ttlDt cannot be read', () => {
    expect(tabletopActionFor(found({ ttlDt: 'tomorrow' }), NOW)).toBe('refresh');
    expect(tabletopActionFor(found({ ttlDt: '2026-13-45T99:00:00Z' }), NOW)).toBe('refresh');
  });

  it('refreshes an EXPIRED or a CLOSED session, whatever its ttlDt', () => {
    expect(tabletopActionFor(found({ status: 'EXPIRED' }), NOW)).toBe('refresh');
    expect(tabletopActionFor(found({ status: 'CLOSED' }), NOW)).toBe('refresh');
    expect(tabletopActionFor(found({ status: 'EXPIRED', ttlDt: AN_HOUR_AGO }), NOW)).toBe('refresh');
  });

  it('refreshes a REFRESHED session too: another tab refreshed it, refresh answers the same successor', () => {
    expect(tabletopActionFor(found({ status: 'REFRESHED' }), NOW)).toBe('refresh');
  });

  it.each(['REVOKED', 'SUSPENDED', 'open', 'Closed', 'expired'])(
    'clears a session with any other status: %s',
    (status) => {
      expect(tabletopActionFor(found({ status }), NOW)).toBe('clear');
    },
  );

  it('clears an id the service does not know', () => {
    expect(tabletopActionFor(UNKNOWN, NOW)).toBe('clear');
  });

  it('decides nothing when the service did not answer', () => {
    expect(tabletopActionFor(UNAVAILABLE, NOW)).toBe('unavailable');
  });

  it('reads the clock when no `now` is given', () => {
    expect(tabletopActionFor(found({ ttlDt: new Date(Date.now() + 60_000).toISOString() }))).toBe('keep');
    expect(tabletopActionFor(found({ ttlDt: new Date(Date.now() - 60_000).toISOString() }))).toBe('refresh');
  });
});

/** A copy of `value` with the property at `path` (dot-separated) removed. */
function without(value: object, path: string): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce((node, key) => node[key] as Record<string, unknown>, copy);
  delete parent[last];
  return copy;
}

describe('tabletopSessionSchema (spec §3 Tabletop session)', () => {
  it('accepts a session with status, id, ttlDt and a location with id, name and code', () => {
    expect(tabletopSessionSchema.safeParse(tabletopSession()).success).toBe(true);
  });

  it('rejects a location without a code, or with an empty one', () => {
    expect(tabletopSessionSchema.safeParse(without(tabletopSession(), 'location.code')).success).toBe(false);
    const emptyCode = tabletopSession({ location: { ...tabletopSession().location, code: '' } });
    expect(tabletopSessionSchema.safeParse(emptyCode).success).toBe(false);
  });

  it('rejects an id shorter than 16 characters, and accepts one of 16', () => {
    expect(tabletopSessionSchema.safeParse(tabletopSession({ id: 'a'.repeat(15) })).success).toBe(false);
    expect(tabletopSessionSchema.safeParse(tabletopSession({ id: 'a'.repeat(16) })).success).toBe(true);
  });

  it('rejects a session without status, ttlDt or location', () => {
    for (const path of ['status', 'ttlDt', 'location', 'location.id', 'location.name']) {
      expect(tabletopSessionSchema.safeParse(without(tabletopSession(), path)).success, path).toBe(false);
    }
    expect(tabletopSessionSchema.safeParse(null).success).toBe(false);
  });
});
