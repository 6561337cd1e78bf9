/**
 * The pickup shipping methods of each storefront (spec §3 'Shipping method' service_points_provider):
 * 'Pick up in store' where the chain has stores in the storefront's country (free), and the carriers' pickup points of the
 * store's country: DHL Packstation and Paketshop in DE, PostNL points in NL and BE, bpost points in
 * BE, Colissimo relay points in FR. A carrier point costs what standard shipping costs (4,95 €, free
 * from 50 €). Names and descriptions in the store's language.
 */
import type * as s from '../db/schema';
import { STORES, STORE_KEYS, type Lang, type StoreKey } from '../config/stores';
import { PHYSICAL_STORES } from './physical-stores';

type ShippingRow = typeof s.shippingMethods.$inferInsert;

const STORE_PICKUP: Record<Lang, [string, string]> = {
  nl: ['Ophalen in de winkel', 'Gratis. Ligt je bestelling in de winkel, dan is ze binnen 2 uur klaar.'],
  fr: ['Retrait en magasin', 'Gratuit. Si le magasin a vos articles, ils sont prêts en 2 heures.'],
  de: ['Abholung im Geschäft', 'Kostenlos. Hat das Geschäft Ihre Artikel, liegen sie in 2 Stunden bereit.'],
  en: ['Pick up in store', 'Free. If the store has your items, they are ready within 2 hours.'],
};

interface CarrierMethod {
  key: string;
  provider: string;
  types: string[] | null;
  text: Partial<Record<Lang, [string, string]>>;
}

/** The countries the chain has stores in: only their storefronts offer 'Pick up in store'. */
const STORE_COUNTRIES: ReadonlySet<string> = new Set(PHYSICAL_STORES.map((store) => store.country));

/** The carriers' points per store: none where the embedded carriers have no points (GB, AT, LU). */
const CARRIER_METHODS: Record<StoreKey, CarrierMethod[]> = {
  EN: [],
  AT: [],
  LUDE: [],
  LUFR: [],
  DE: [
    {
      key: 'dhl-packstation',
      provider: 'dhl',
      types: ['packstation'],
      text: { de: ['DHL Packstation', 'Rund um die Uhr abholen, mit Ihrer DHL Postnummer. Kostenlos ab 50 €'] },
    },
    {
      key: 'dhl-paketshop',
      provider: 'dhl',
      types: ['parcelshop', 'postoffice'],
      text: { de: ['DHL Paketshop', 'In einer Filiale oder einem Paketshop in Ihrer Nähe abholen. Kostenlos ab 50 €'] },
    },
  ],
  NL: [
    {
      key: 'postnl-point',
      provider: 'postnl',
      types: null,
      text: { nl: ['PostNL-punt', 'Afhalen bij een PostNL-punt bij jou in de buurt. Gratis vanaf € 50'] },
    },
  ],
  BENL: [
    {
      key: 'postnl-point',
      provider: 'postnl',
      types: null,
      text: { nl: ['PostNL-punt', 'Afhalen bij een PostNL-punt bij jou in de buurt. Gratis vanaf € 50'] },
    },
    {
      key: 'bpost-point',
      provider: 'bpost',
      types: null,
      text: { nl: ['bpost-afhaalpunt', 'Afhalen in een postkantoor of postpunt. Gratis vanaf € 50'] },
    },
  ],
  BEFR: [
    {
      key: 'postnl-point',
      provider: 'postnl',
      types: null,
      text: { fr: ['Point PostNL', 'Retrait dans un point PostNL près de chez vous. Gratuit dès 50 €'] },
    },
    {
      key: 'bpost-point',
      provider: 'bpost',
      types: null,
      text: { fr: ['Point d’enlèvement bpost', 'Retrait dans un bureau de poste ou un Point Poste. Gratuit dès 50 €'] },
    },
  ],
  FR: [
    {
      key: 'colissimo-relay',
      provider: 'colissimo',
      types: null,
      text: { fr: ['Point relais Colissimo', 'Retrait dans un point relais ou un bureau de poste. Gratuit dès 50 €'] },
    },
  ],
};

/** The pickup methods of every storefront, after standard (position 1) and express (2). */
export function pickupMethodRows(): ShippingRow[] {
  return STORE_KEYS.flatMap((storeKey) => {
    const lang = STORES[storeKey].lang;
    const prefix = storeKey.toLowerCase();
    const [name, description] = STORE_PICKUP[lang];
    const storePickup: ShippingRow[] = STORE_COUNTRIES.has(STORES[storeKey].country)
      ? [
          {
            id: `${prefix}-pickup-store`,
            storeKey,
            name,
            description,
            type: 'pickup',
            position: 3,
            priceCents: 0,
            freeFromCents: null,
            servicePointsProvider: 'stores',
          },
        ]
      : [];
    return [
      ...storePickup,
      ...CARRIER_METHODS[storeKey].map((method, index) => {
        const [carrierName, carrierDescription] = method.text[lang]!;
        return {
          id: `${prefix}-${method.key}`,
          storeKey,
          name: carrierName,
          description: carrierDescription,
          type: 'servicepoint',
          position: 3 + storePickup.length + index,
          priceCents: 495,
          freeFromCents: 5000,
          servicePointsProvider: method.provider,
          servicePointTypes: method.types,
        };
      }),
    ];
  });
}
