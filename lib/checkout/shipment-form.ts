/**
 * The shipment step's form values and their validation (spec §2 Checkout shipment, §3 'Shipping
 * method' service_points_provider, §5 'DHL customer number required'): react-hook-form + zod. The
 * back end checks everything again (commerce/services/service-points/choice.ts); this only spares
 * the shopper a round trip.
 */
import { z } from 'zod';
import { dhlCustomerNumberSchema, needsDhlCustomerNumber, type PickupMethod } from './service-point';

/** The point the shopper chose in the picker: enough to send and to know whether it needs a DHL number. */
export interface PickupChoice {
  provider: string;
  providerId: string;
  locationType: string;
}

export interface ShipmentValues {
  methodId: string;
  point: PickupChoice | null;
  /** The DHL customer number as typed; sent only for a Packstation. */
  dhlCustomerNumber: string;
}

/** Translated messages of the schema. */
export interface ShipmentMessages {
  pointRequired: string;
  dhlRequired: string;
  dhlInvalid: string;
}

/**
 * The schema for `methods` (each with its pickup provider, or null for home delivery): a method is
 * chosen; a pickup method needs a point of its provider; a DHL Packstation needs the DHL customer
 * number (6 to 10 digits, spaces dropped).
 */
export function createShipmentSchema(
  methods: readonly { id: string; pickup: PickupMethod | null }[],
  messages: ShipmentMessages,
) {
  const dhl = dhlCustomerNumberSchema({ required: messages.dhlRequired, invalid: messages.dhlInvalid });
  return z
    .object({
      methodId: z.string().min(1),
      point: z.object({ provider: z.string(), providerId: z.string(), locationType: z.string() }).nullable(),
      dhlCustomerNumber: z.string(),
    })
    .superRefine((values, context) => {
      const pickup = methods.find((method) => method.id === values.methodId)?.pickup;
      if (!pickup) return;
      if (!values.point || values.point.provider !== pickup.provider) {
        context.addIssue({ code: 'custom', path: ['point'], message: messages.pointRequired });
        return;
      }
      if (!needsDhlCustomerNumber(values.point)) return;
      const number = dhl.safeParse(values.dhlCustomerNumber);
      if (!number.success)
        context.addIssue({ code: 'custom', path: ['dhlCustomerNumber'], message: number.error.issues[0]!.message });
    });
}

/**
 * The `servicePoint` argument of updateShippingMethod for the chosen values: null for home
 * delivery; the DHL customer number (spaces dropped) only for a Packstation.
 */
export function servicePointChoice(values: ShipmentValues, pickup: PickupMethod | null) {
  if (!pickup || !values.point) return null;
  const { provider, providerId } = values.point;
  return needsDhlCustomerNumber(values.point)
    ? { provider, providerId, dhlCustomerNumber: values.dhlCustomerNumber.replace(/\s+/g, '') }
    : { provider, providerId };
}
