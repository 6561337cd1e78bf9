/**
 * The pickup point an order is placed with (spec §7 placeOrder): the context's point, checked again
 * when the order is placed, since the store, the shipping method or the point may have changed since
 * it was chosen.
 */
import { fail, type ServiceContext, type Tx } from '../common';
import {
  chosenPoint,
  needsDhlCustomerNumber,
  pointOfMethod,
  type ChosenServicePoint,
  type PickupMethod,
} from './choice';
import { servicePointProvider } from './registry';

/**
 * Null for a method without a provider; else the context's point as its provider (read over `db`, the
 * order's transaction) has it now (the
 * DHL number kept). Throws SERVICE_POINT_REQUIRED (no point for this method),
 * SERVICE_POINT_COUNTRY_NOT_ALLOWED (the store no longer ships there), SERVICE_POINT_NOT_FOUND (the
 * point is gone), DHL_CUSTOMER_NUMBER_REQUIRED (a Packstation without one).
 */
export async function orderServicePoint(
  ctx: ServiceContext,
  db: Tx,
  method: PickupMethod | null | undefined,
  stored: unknown,
): Promise<ChosenServicePoint | null> {
  if (!method?.servicePointsProvider) return null;
  const point = pointOfMethod(stored, method);
  if (!point) throw fail('SERVICE_POINT_REQUIRED', 'Choose a pickup point for this shipping method.');
  if (!ctx.store.countries.includes(point.country))
    throw fail('SERVICE_POINT_COUNTRY_NOT_ALLOWED', 'This store does not deliver to pickup points in that country.', {
      country: point.country,
    });
  const current = await servicePointProvider(db, point.provider).getById(point.providerId);
  if (!current) throw fail('SERVICE_POINT_NOT_FOUND', 'This pickup point does not exist.');
  if (!needsDhlCustomerNumber(current)) return chosenPoint(current, null);
  if (!point.dhlCustomerNumber) throw fail('DHL_CUSTOMER_NUMBER_REQUIRED', 'A Packstation needs your DHL Postnummer.');
  return chosenPoint(current, point.dhlCustomerNumber);
}
