/**
 * A store's structured data (spec §2 '/geschaefte/{reference}/'; schema.org LocalBusiness as
 * `ShoeStore`): name, address, coordinates, telephone, page URL and opening hours, the exceptions
 * as dated specifications (a closed day opens and closes at 00:00, as search engines read it), and
 * the page's breadcrumb trail. Pure.
 */
import { hoursOn, weekHours, type OpeningPeriod, type OpeningSchedule } from './opening-hours';

/** The store fields the structured data uses (§3 Service point). */
export interface StoreForJsonLd extends OpeningSchedule {
  title: string;
  street: string;
  houseNumber: string;
  houseNumberAddition?: string | null;
  postcode: string;
  city: string;
  country: string;
  lat: number;
  lng: number;
  telephone?: string | null;
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** schema.org writes midnight at the end of a day as 23:59. */
const closes = (end: string) => (end === '24:00' ? '23:59' : end);

const specification = (period: OpeningPeriod, extra: Record<string, unknown>) => ({
  '@type': 'OpeningHoursSpecification',
  ...extra,
  opens: period.start,
  closes: closes(period.end),
});

/**
 * The JSON-LD of a store page: the `ShoeStore` and its `BreadcrumbList`.
 *
 * @param url the page's absolute URL
 * @param breadcrumbs the trail's steps with absolute URLs, Home first
 */
export function storeJsonLd(
  store: StoreForJsonLd,
  { url, breadcrumbs }: { url: string; breadcrumbs: { name: string; url: string }[] },
) {
  const street = [store.street, store.houseNumber, store.houseNumberAddition].filter(Boolean).join(' ');
  const weekly = weekHours(store).flatMap(({ day, periods }) =>
    periods.map((period) => specification(period, { dayOfWeek: `https://schema.org/${DAYS[day - 1]}` })),
  );
  const special = store.openingDayExceptions.flatMap(({ date, day }) => {
    const hours = hoursOn(store, date, day);
    const dated = { validFrom: date, validThrough: date };
    return hours.open
      ? hours.periods.map((period) => specification(period, dated))
      : [specification({ start: '00:00', end: '00:00' }, dated)];
  });
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ShoeStore',
      name: store.title,
      url,
      address: {
        '@type': 'PostalAddress',
        streetAddress: street,
        postalCode: store.postcode,
        addressLocality: store.city,
        addressCountry: store.country,
      },
      geo: { '@type': 'GeoCoordinates', latitude: store.lat, longitude: store.lng },
      ...(store.telephone ? { telephone: store.telephone } : {}),
      openingHoursSpecification: [...weekly, ...special],
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: breadcrumbs.map((step, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: step.name,
        item: step.url,
      })),
    },
  ];
}
