/**
 * A physical store as commerce answers it (commerce/schema.graphql ServicePoint), for the store
 * locator's tests: Mon–Fri with a lunch break, Saturday, closed on Sunday, Christmas closed.
 */
import type { PhysicalStoreData } from '@/graphql/store-locator';

const period = (start: string, end: string) => ({ __typename: 'OpeningPeriod' as const, start, end });

/** The store; `overrides` replace any field. */
export function storeFixture(overrides: Partial<PhysicalStoreData> = {}): PhysicalStoreData {
  const weekday = (day: number) => ({
    __typename: 'OpeningDay' as const,
    day,
    open: true,
    periods: [period('09:00', '12:30'), period('13:30', '18:00')],
  });
  return {
    __typename: 'ServicePoint',
    providerId: 'store-ams-01',
    reference: 'stride-style-kalverstraat',
    title: 'Stride & Style Kalverstraat',
    street: 'Kalverstraat',
    houseNumber: '112',
    houseNumberAddition: null,
    postcode: '1012 PK',
    city: 'Amsterdam',
    country: 'NL',
    lat: 52.3702,
    lng: 4.8912,
    distance: 1250,
    telephone: '+31201234567',
    additionalInformation: null,
    timeZone: 'Europe/Amsterdam',
    openingDays: [
      weekday(1),
      weekday(2),
      weekday(3),
      weekday(4),
      weekday(5),
      { __typename: 'OpeningDay', day: 6, open: true, periods: [period('10:00', '17:00')] },
      { __typename: 'OpeningDay', day: 7, open: false, periods: [] },
    ],
    openingDayExceptions: [
      {
        __typename: 'OpeningDayException',
        date: '2026-12-25',
        day: 5,
        open: false,
        reason: 'Eerste Kerstdag',
        periods: [],
      },
    ],
    ...overrides,
  } as PhysicalStoreData;
}
