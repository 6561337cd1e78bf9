// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreTodayStatus } from '@/components/physical-stores/StoreTodayStatus';
import { StoreWeekHours } from '@/components/physical-stores/StoreWeekHours';
import { exceptionRows, weekRows } from '@/lib/physical-stores/display';
import en from '@/messages/en.json';
import { renderIsland } from '../support/render';
import { storeFixture } from './store-fixture';

afterEach(() => vi.useRealTimers());

/** The browser's clock at `iso` (Date only: React's scheduler keeps its real timers). */
const clockAt = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};

describe('today and open now, computed in the browser only (never frozen into a cached page)', () => {
  it('renders an empty line of the same height on the server', () => {
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="en" messages={en}>
        <StoreTodayStatus schedule={storeFixture()} locale="en-GB" />
      </NextIntlClientProvider>,
    );
    expect(html).toMatch(/^<div class="[^"]+" aria-hidden="true"><\/div>$/);
  });

  it('says today’s hours and until when the store is open, in the store’s zone', () => {
    clockAt('2026-07-15T08:00:00Z'); // Wednesday 10:00 in Amsterdam
    renderIsland(<StoreTodayStatus schedule={storeFixture()} locale="en-GB" />);
    expect(screen.getByText('Today: 09:00–12:30, 13:30–18:00')).toBeInTheDocument();
    expect(screen.getByTestId('store-open-status')).toHaveTextContent('Open now, until 12:30');
  });

  it('says when a closed store opens: after lunch, tomorrow, or on a later day', () => {
    clockAt('2026-07-15T10:45:00Z'); // 12:45, lunch
    const { unmount } = renderIsland(<StoreTodayStatus schedule={storeFixture()} locale="en-GB" />);
    expect(screen.getByTestId('store-open-status')).toHaveTextContent('Closed now, opens at 13:30');
    unmount();
    clockAt('2026-07-18T16:00:00Z'); // Saturday 18:00: Sunday closed, Monday next
    renderIsland(<StoreTodayStatus schedule={storeFixture()} locale="en-GB" />);
    expect(screen.getByTestId('store-open-status')).toHaveTextContent('Closed now, opens on Monday at 09:00');
  });

  it('says a store is closed today on a holiday, with its reason', () => {
    clockAt('2026-12-25T10:00:00Z');
    renderIsland(<StoreTodayStatus schedule={storeFixture()} locale="en-GB" />);
    expect(screen.getByText('Closed today: Eerste Kerstdag')).toBeInTheDocument();
    expect(screen.getByTestId('store-open-status')).toHaveTextContent('Closed now, opens tomorrow at 10:00');
  });
});

describe('the week’s hours and the coming exceptions', () => {
  const store = storeFixture();
  const render = () =>
    renderIsland(
      <StoreWeekHours
        rows={weekRows(store, 'nl-NL', 'Gesloten')}
        exceptions={exceptionRows(store, 'nl-NL', 'Gesloten')}
        timeZone={store.timeZone}
        idPrefix="hours"
      />,
    );

  it('lists the week from Monday with day names in the storefront’s language, today marked', () => {
    clockAt('2026-07-19T10:00:00Z'); // Sunday
    render();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'maandag09:00–12:30, 13:30–18:00',
      'dinsdag09:00–12:30, 13:30–18:00',
      'woensdag09:00–12:30, 13:30–18:00',
      'donderdag09:00–12:30, 13:30–18:00',
      'vrijdag09:00–12:30, 13:30–18:00',
      'zaterdag10:00–17:00',
      'zondag (today)Gesloten',
    ]);
    expect(rows[6]).toHaveAttribute('aria-current', 'date');
    // Christmas is still to come: listed, with its reason.
    const special = screen.getByRole('region', { name: en.storeLocator.specialHours });
    expect(within(special).getByText('vrijdag 25 december')).toBeInTheDocument();
    expect(within(special).getByText('Eerste Kerstdag')).toBeInTheDocument();
  });

  it('marks a holiday today in the exceptions instead of its weekday, and drops it once past', () => {
    clockAt('2026-12-25T10:00:00Z');
    const { unmount } = render();
    expect(screen.getByRole('listitem', { current: 'date' })).toHaveTextContent('vrijdag 25 december (today)');
    expect(screen.getAllByRole('row').some((row) => row.getAttribute('aria-current'))).toBe(false);
    unmount();
    clockAt('2026-12-27T10:00:00Z');
    render();
    expect(screen.queryByRole('region', { name: en.storeLocator.specialHours })).toBeNull();
  });
});
