import { describe, expect, it } from 'vitest';
import { storeJsonLd } from '@/lib/physical-stores/structured-data';

const store = {
  title: 'Stride & Style Kalverstraat',
  street: 'Kalverstraat',
  houseNumber: '112',
  houseNumberAddition: null,
  postcode: '1012 PK',
  city: 'Amsterdam',
  country: 'NL',
  lat: 52.3702,
  lng: 4.8912,
  telephone: '+31201234567',
  timeZone: 'Europe/Amsterdam',
  openingDays: [
    {
      day: 1,
      open: true,
      periods: [
        { start: '09:00', end: '12:30' },
        { start: '13:30', end: '18:00' },
      ],
    },
    { day: 5, open: true, periods: [{ start: '18:00', end: '24:00' }] },
    { day: 7, open: false, periods: [] },
  ],
  openingDayExceptions: [
    { date: '2026-12-25', day: 5, open: false, reason: 'Eerste Kerstdag', periods: [] },
    { date: '2026-12-24', day: 4, open: true, reason: null, periods: [{ start: '09:00', end: '16:00' }] },
  ],
};

describe('a store page’s structured data (ShoeStore, BreadcrumbList)', () => {
  const [business, breadcrumbs] = storeJsonLd(store, {
    url: 'https://www.example.nl/winkels/kalverstraat-amsterdam/',
    breadcrumbs: [
      { name: 'Home', url: 'https://www.example.nl/' },
      { name: 'Onze winkels', url: 'https://www.example.nl/winkels/' },
      { name: 'Stride & Style Kalverstraat', url: 'https://www.example.nl/winkels/kalverstraat-amsterdam/' },
    ],
  });

  it('describes the store with address, coordinates, telephone and URL', () => {
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ShoeStore',
      name: 'Stride & Style Kalverstraat',
      url: 'https://www.example.nl/winkels/kalverstraat-amsterdam/',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Kalverstraat 112',
        postalCode: '1012 PK',
        addressLocality: 'Amsterdam',
        addressCountry: 'NL',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 52.3702, longitude: 4.8912 },
      telephone: '+31201234567',
    });
  });

  it('gives each open period a specification, midnight as 23:59, and dated exceptions (closed as 00:00–00:00)', () => {
    expect((business as { openingHoursSpecification: unknown[] }).openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '09:00', closes: '12:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '13:30', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Friday', opens: '18:00', closes: '23:59' },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-24',
        validThrough: '2026-12-24',
        opens: '09:00',
        closes: '16:00',
      },
    ]);
  });

  it('carries the breadcrumb trail in order', () => {
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home' },
        { position: 2, name: 'Onze winkels', item: 'https://www.example.nl/winkels/' },
        { position: 3, name: 'Stride & Style Kalverstraat' },
      ],
    });
  });
});
