/**
 * The pickup point form of the shipment step (spec §2 Checkout shipment, §3 'Shipping method'
 * service_points_provider, §5 'DHL customer number required'): react-hook-form + zod, loaded with
 * the picker only. The back end checks everything again (commerce/services/service-points/choice.ts);
 * this only spares the shopper a round trip.
 */
import { z } from 'zod';
import { dhlCustomerNumberSchema, needsDhlCustomerNumber } from './service-point';

/** The point the shopper chose in the picker: enough to send and to know whether it needs a DHL number. */
export interface PickupChoice {
  provider: string;
  providerId: string;
  locationType: string;
}

export interface PickupValues {
  point: PickupChoice | null;
  /** The DHL customer number as typed; sent only for a Packstation. */
  dhlCustomerNumber: string;
}

/** Translated messages of the schema. */
export interface PickupMessages {
  pointRequired: string;
  dhlRequired: string;
  dhlInvalid: string;
}

/**
 * The schema of the picker's form: a point is chosen; a DHL Packstation needs the DHL customer
 * number (6 to 10 digits, spaces dropped).
 */
export function createPickupSchema(messages: PickupMessages) {
  const dhl = dhlCustomerNumberSchema({ required: messages.dhlRequired, invalid: messages.dhlInvalid });
  return z
    .object({
      point: z.object({ provider: z.string(), providerId: z.string(), locationType: z.string() }).nullable(),
      dhlCustomerNumber: z.string(),
    })
    .superRefine((values, context) => {
      if (!values.point) {
        context.addIssue({ code: 'custom', path: ['point'], message: messages.pointRequired });
        return;
      }
      if (!needsDhlCustomerNumber(values.point)) return;
      const number = dhl.safeParse(values.dhlCustomerNumber);
      if (!number.success)
        context.addIssue({ code: 'custom', path: ['dhlCustomerNumber'], message: number.error.issues[0]!.message });
    });
}

/** What updateShippingMethod's `servicePoint` takes (ServicePointChoiceInput). */
export interface ServicePointInput {
  provider: string;
  providerId: string;
  dhlCustomerNumber?: string;
}

/**
 * The `servicePoint` argument of updateShippingMethod for the picker's values: null without a
 * point; the DHL customer number (spaces dropped) only for a Packstation.
 */
export function servicePointChoice(values: PickupValues): ServicePointInput | null {
  if (!values.point) return null;
  const { provider, providerId } = values.point;
  return needsDhlCustomerNumber(values.point)
    ? { provider, providerId, dhlCustomerNumber: values.dhlCustomerNumber.replace(/\s+/g, '') }
    : { provider, providerId };
}
