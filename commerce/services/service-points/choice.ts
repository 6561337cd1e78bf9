/**
 * The pickup point chosen with a shipping method (spec §3 'Address' customFields
 * shipping_address_service_point, §5 'DHL customer number required'): checked against the method,
 * the provider and the store's shipping countries, and copied from the provider, never from the
 * client's input.
 */
import { fail, type ServiceContext, type Tx } from '../common';
import { servicePointProvider } from './registry';
import { SERVICE_POINT_PROVIDERS, type ServicePoint, type ServicePointProviderName } from './types';

/** The point kept with the context and copied into the order (the contract's ChosenServicePoint). */
export type ChosenServicePoint = Pick<
  ServicePoint,
  | 'provider'
  | 'providerId'
  | 'title'
  | 'street'
  | 'houseNumber'
  | 'houseNumberAddition'
  | 'postcode'
  | 'city'
  | 'country'
  | 'locationType'
> & {
  /** The DHL Postnummer for a Packstation; null otherwise. */
  dhlCustomerNumber: string | null;
};

/** What the client sends (ServicePointChoiceInput). */
export interface ServicePointChoice {
  provider: string;
  providerId: string;
  dhlCustomerNumber?: string | null;
}

/** A shipping method as far as pickup points go. */
export interface PickupMethod {
  servicePointsProvider: string | null;
  /** Location types the method takes; null: all of its provider's. */
  servicePointTypes: string[] | null;
}

/**
 * The DHL Postnummer: digits only, 6 to 10 of them (DHL shows it as a plain number, e.g. 7654321;
 * docs/decisions/0023-service-points-and-store-stock.md says where the length comes from). Spaces
 * people type between groups are dropped.
 */
export const DHL_POST_NUMBER_RE = /^\d{6,10}$/;

/** Whether a point needs the DHL Postnummer: a DHL Packstation. */
export const needsDhlCustomerNumber = (point: { provider: string; locationType: string }) =>
  point.provider === 'dhl' && point.locationType === 'packstation';

/** The stored form of a point as read from its provider. */
export function chosenPoint(point: ServicePoint, dhlCustomerNumber: string | null): ChosenServicePoint {
  return {
    provider: point.provider,
    providerId: point.providerId,
    title: point.title,
    street: point.street,
    houseNumber: point.houseNumber,
    houseNumberAddition: point.houseNumberAddition,
    postcode: point.postcode,
    city: point.city,
    country: point.country,
    locationType: point.locationType,
    dhlCustomerNumber,
  };
}

/**
 * Checks `choice` for `method` in the request's store and answers the point to keep: read from the
 * provider over `db` (the caller's transaction: PGlite has one connection), with the normalised DHL number for a Packstation (null for any other point). Throws, in
 * this order: SERVICE_POINT_REQUIRED (no choice), SERVICE_POINT_PROVIDER_MISMATCH (another
 * provider, or a kind of point the method does not deliver to), SERVICE_POINT_NOT_FOUND,
 * SERVICE_POINT_COUNTRY_NOT_ALLOWED (not in the store's shipping countries),
 * DHL_CUSTOMER_NUMBER_REQUIRED, DHL_CUSTOMER_NUMBER_INVALID.
 */
export async function checkServicePointChoice(
  ctx: ServiceContext,
  db: Tx,
  method: PickupMethod & { servicePointsProvider: string },
  choice: ServicePointChoice | null | undefined,
): Promise<ChosenServicePoint> {
  if (!choice) throw fail('SERVICE_POINT_REQUIRED', 'Choose a pickup point for this shipping method.');
  const provider = choice.provider.trim().toLowerCase();
  if (provider !== method.servicePointsProvider)
    throw fail('SERVICE_POINT_PROVIDER_MISMATCH', 'This pickup point is not served by this shipping method.');
  const providerId = choice.providerId.trim();
  if (!providerId || providerId.length > 100 || !(SERVICE_POINT_PROVIDERS as readonly string[]).includes(provider))
    throw fail('SERVICE_POINT_NOT_FOUND', 'This pickup point does not exist.');
  const point = await servicePointProvider(db, provider as ServicePointProviderName).getById(providerId);
  if (!point) throw fail('SERVICE_POINT_NOT_FOUND', 'This pickup point does not exist.');
  if (method.servicePointTypes && !method.servicePointTypes.includes(point.locationType))
    throw fail(
      'SERVICE_POINT_PROVIDER_MISMATCH',
      'This shipping method does not deliver to this kind of pickup point.',
    );
  if (!ctx.store.countries.includes(point.country))
    throw fail('SERVICE_POINT_COUNTRY_NOT_ALLOWED', 'This store does not deliver to pickup points in that country.', {
      country: point.country,
    });
  if (!needsDhlCustomerNumber(point)) return chosenPoint(point, null);
  const number = (choice.dhlCustomerNumber ?? '').replace(/\s+/g, '');
  if (!number) throw fail('DHL_CUSTOMER_NUMBER_REQUIRED', 'A Packstation needs your DHL Postnummer.');
  if (!DHL_POST_NUMBER_RE.test(number))
    throw fail('DHL_CUSTOMER_NUMBER_INVALID', 'The DHL Postnummer is 6 to 10 digits.');
  return chosenPoint(point, number);
}

/** A stored point (contexts.service_point) if it is one, else null. */
export function storedPoint(value: unknown): ChosenServicePoint | null {
  if (!value || typeof value !== 'object') return null;
  const point = value as Partial<ChosenServicePoint>;
  return typeof point.provider === 'string' && typeof point.providerId === 'string'
    ? (point as ChosenServicePoint)
    : null;
}

/** The context's point if it belongs to the effective shipping method `method`, else null. */
export function pointOfMethod(value: unknown, method: PickupMethod | null | undefined): ChosenServicePoint | null {
  const point = storedPoint(value);
  if (!point || !method?.servicePointsProvider || point.provider !== method.servicePointsProvider) return null;
  if (method.servicePointTypes && !method.servicePointTypes.includes(point.locationType)) return null;
  return point;
}
