import { describe, expect, it, vi } from 'vitest';
import { checkTabletopSession, type TabletopServiceCalls } from '@/lib/tabletop/check';
import type { TabletopLookup } from '@/lib/tabletop/session';
import { AN_HOUR_AGO, found, IN_AN_HOUR, LOCATION, NOW, UNAVAILABLE, UNKNOWN } from './fixtures';

const STORED = 'session-0000000000000001';
const SUCCESSOR = 'session-0000000000000002';
const OTHER_STORE = { id: 'store-0007', name: 'Utrecht Oudegracht', code: 'NL007' };

/** The service's two calls as stubs, answering `fetched` and `refreshed`. */
function service(fetched: TabletopLookup, refreshed: TabletopLookup = UNAVAILABLE) {
  return {
    fetch: vi.fn<TabletopServiceCalls['fetch']>().mockResolvedValue(fetched),
    refresh: vi.fn<TabletopServiceCalls['refresh']>().mockResolvedValue(refreshed),
  };
}

describe('checkTabletopSession (spec §4 Tabletop session status)', () => {
  it('answers none without a stored id, and asks the service nothing', async () => {
    const calls = service(found());
    for (const storedId of [undefined, '']) {
      expect(await checkTabletopSession(storedId, calls, NOW)).toEqual({
        check: { state: 'none' },
        stored: { action: 'keep' },
        endShopperSession: false,
      });
    }
    expect(calls.fetch).not.toHaveBeenCalled();
    expect(calls.refresh).not.toHaveBeenCalled();
  });

  it('keeps an OPEN session: open at its location, nobody logged out, no refresh', async () => {
    const calls = service(found({ id: STORED }));
    expect(await checkTabletopSession(STORED, calls, NOW)).toEqual({
      check: { state: 'open', location: LOCATION, ttlDt: IN_AN_HOUR },
      stored: { action: 'keep' },
      endShopperSession: false,
    });
    expect(calls.fetch).toHaveBeenCalledExactlyOnceWith(STORED);
    expect(calls.refresh).not.toHaveBeenCalled();
  });

  it('refreshes an EXPIRED session and stores the successor; the shopper stays', async () => {
    const renewed = found({ id: SUCCESSOR, location: OTHER_STORE, ttlDt: IN_AN_HOUR });
    const calls = service(found({ id: STORED, status: 'EXPIRED', ttlDt: AN_HOUR_AGO }), renewed);
    expect(await checkTabletopSession(STORED, calls, NOW)).toEqual({
      check: { state: 'open', location: OTHER_STORE, ttlDt: IN_AN_HOUR },
      stored: { action: 'store', id: SUCCESSOR },
      endShopperSession: false,
    });
    expect(calls.refresh).toHaveBeenCalledExactlyOnceWith(STORED);
  });

  it('refreshes an OPEN session past its ttlDt like an EXPIRED one', async () => {
    const calls = service(found({ id: STORED, ttlDt: AN_HOUR_AGO }), found({ id: SUCCESSOR }));
    const outcome = await checkTabletopSession(STORED, calls, NOW);
    expect(outcome.check.state).toBe('open');
    expect(outcome.stored).toEqual({ action: 'store', id: SUCCESSOR });
    expect(outcome.endShopperSession).toBe(false);
    expect(calls.refresh).toHaveBeenCalledExactlyOnceWith(STORED);
  });

  it('hands a CLOSED session over: the successor is stored and the shopper logged out', async () => {
    const calls = service(found({ id: STORED, status: 'CLOSED' }), found({ id: SUCCESSOR }));
    expect(await checkTabletopSession(STORED, calls, NOW)).toEqual({
      check: { state: 'handed-over', location: LOCATION, ttlDt: IN_AN_HOUR },
      stored: { action: 'store', id: SUCCESSOR },
      endShopperSession: true,
    });
    expect(calls.refresh).toHaveBeenCalledExactlyOnceWith(STORED);
  });

  it('clears a CLOSED session whose refresh the service does not know', async () => {
    const calls = service(found({ id: STORED, status: 'CLOSED' }), UNKNOWN);
    expect(await checkTabletopSession(STORED, calls, NOW)).toEqual({
      check: { state: 'cleared' },
      stored: { action: 'clear' },
      endShopperSession: true,
    });
  });

  it('clears an EXPIRED session whose refresh answers EXPIRED again (or anything but a live OPEN)', async () => {
    const expired = found({ id: STORED, status: 'EXPIRED' });
    for (const refreshed of [
      found({ id: SUCCESSOR, status: 'EXPIRED' }),
      found({ id: SUCCESSOR, status: 'REVOKED' }),
      found({ id: SUCCESSOR, ttlDt: AN_HOUR_AGO }),
    ]) {
      const calls = service(expired, refreshed);
      expect(await checkTabletopSession(STORED, calls, NOW)).toEqual({
        check: { state: 'cleared' },
        stored: { action: 'clear' },
        endShopperSession: true,
      });
      expect(calls.refresh).toHaveBeenCalledTimes(1);
    }
  });

  it('clears a REVOKED session and logs out, without a refresh', async () => {
    const calls = service(found({ id: STORED, status: 'REVOKED' }), found({ id: SUCCESSOR }));
    expect(await checkTabletopSession(STORED, calls, NOW)).toEqual({
      check: { state: 'cleared' },
      stored: { action: 'clear' },
      endShopperSession: true,
    });
    expect(calls.refresh).not.toHaveBeenCalled();
  });

  it('clears an id the service does not know, without a refresh', async () => {
    const calls = service(UNKNOWN, found({ id: SUCCESSOR }));
    expect(await checkTabletopSession(STORED, calls, NOW)).toEqual({
      check: { state: 'cleared' },
      stored: { action: 'clear' },
      endShopperSession: true,
    });
    expect(calls.refresh).not.toHaveBeenCalled();
  });

  it('changes nothing when the service does not answer the fetch', async () => {
    const calls = service(UNAVAILABLE, found({ id: SUCCESSOR }));
    expect(await checkTabletopSession(STORED, calls, NOW)).toEqual({
      check: { state: 'unavailable' },
      stored: { action: 'keep' },
      endShopperSession: false,
    });
    expect(calls.refresh).not.toHaveBeenCalled();
  });

  it('changes nothing when the service does not answer the refresh', async () => {
    for (const status of ['EXPIRED', 'CLOSED']) {
      const calls = service(found({ id: STORED, status }), UNAVAILABLE);
      expect(await checkTabletopSession(STORED, calls, NOW)).toEqual({
        check: { state: 'unavailable' },
        stored: { action: 'keep' },
        endShopperSession: false,
      });
      expect(calls.refresh).toHaveBeenCalledExactlyOnceWith(STORED);
    }
  });

  it('judges ttlDt at the injected now', async () => {
    const session = found({ id: STORED, ttlDt: IN_AN_HOUR });
    const later = NOW + 2 * 3_600_000;
    const calls = service(session, found({ id: SUCCESSOR, ttlDt: new Date(later + 3_600_000).toISOString() }));
    expect((await checkTabletopSession(STORED, calls, NOW)).stored).toEqual({ action: 'keep' });
    expect((await checkTabletopSession(STORED, calls, later)).stored).toEqual({ action: 'store', id: SUCCESSOR });
  });
});
