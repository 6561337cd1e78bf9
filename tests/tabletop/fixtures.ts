import type { TabletopLookup, TabletopSession } from '@/lib/tabletop/session';

/** The clock of every test here: 22 November 2026, 10:00 UTC. */
export const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);
export const IN_AN_HOUR = new Date(NOW + 3_600_000).toISOString();
export const AN_HOUR_AGO = new Date(NOW - 3_600_000).toISOString();

export const LOCATION = { id: 'store-0042', name: 'Amsterdam Kalverstraat', code: 'NL042' };

/** A session as the service answers it (spec §3 'Tabletop session'). */
export function tabletopSession(overrides: Partial<TabletopSession> = {}): TabletopSession {
  return {
    status: 'OPEN',
    id: 'session-0000000000000001',
    ttlDt: IN_AN_HOUR,
    location: LOCATION,
    ...overrides,
  };
}

export const found = (overrides: Partial<TabletopSession> = {}): TabletopLookup => ({
  kind: 'session',
  session: tabletopSession(overrides),
});
export const UNKNOWN: TabletopLookup = { kind: 'unknown' };
export const UNAVAILABLE: TabletopLookup = { kind: 'unavailable' };
