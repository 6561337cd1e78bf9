/**
 * Pickup points in checkout (spec §3 'Shipping method' service_points_provider, 'Address'
 * customFields.shipping_address_service_point; §5 'DHL customer number required'). Pure: used by the
 * shipment step in the browser and by the finish and order pages on the server.
 */
import { z } from 'zod';

/** What the pickup picker needs of a shipping method: its points' provider and location types. */
export interface PickupMethod {
  /** findServicePoints provider: stores | dhl | postnl | bpost | colissimo. */
  provider: string;
  /** The location types the method takes (e.g. ['packstation']); null for all of the provider's. */
  locationTypes: readonly string[] | null;
}

/** Whether a point needs the DHL customer number ('Postnummer'): a DHL Packstation. */
export const needsDhlCustomerNumber = (point: { provider: string; locationType: string }) =>
  point.provider === 'dhl' && point.locationType === 'packstation';

/**
 * The DHL customer number as DHL prints it: 6 to 10 digits (the back end's rule,
 * commerce/services/service-points/choice.ts). Spaces a shopper types between groups are dropped.
 */
export const DHL_CUSTOMER_NUMBER_RE = /^\d{6,10}$/;

/**
 * The zod schema of the DHL customer number field: spaces dropped, then required (`messages.required`,
 * the spec's 'DHL customer number required') and 6 to 10 digits (`messages.invalid`).
 */
export function dhlCustomerNumberSchema(messages: { required: string; invalid: string }) {
  return z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().min(1, messages.required).regex(DHL_CUSTOMER_NUMBER_RE, messages.invalid));
}

/** The chosen point of an order or a checkout (the contract's ChosenServicePoint). */
const chosenPointSchema = z.object({
  provider: z.string(),
  providerId: z.string(),
  title: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  houseNumberAddition: z.string().nullish(),
  postcode: z.string(),
  city: z.string(),
  country: z.string(),
  locationType: z.string(),
  dhlCustomerNumber: z.string().nullish(),
});

export type ChosenPoint = z.infer<typeof chosenPointSchema>;

/**
 * The pickup point of an order address's `customFields` (`shipping_address_service_point`, a JSON
 * string, or an object from a back end that sends one); null for home delivery or anything else.
 */
export function orderServicePoint(customFields: unknown): ChosenPoint | null {
  if (!customFields || typeof customFields !== 'object') return null;
  const raw = (customFields as Record<string, unknown>).shipping_address_service_point;
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const parsed = chosenPointSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The DHL customer number with all but its last three digits hidden (`••••321`): enough for the
 * shopper to recognise it on a page or in a mail that others may see.
 */
export function maskDhlCustomerNumber(number: string): string {
  const digits = number.replace(/\s+/g, '');
  return digits.length <= 3 ? digits : `${'•'.repeat(digits.length - 3)}${digits.slice(-3)}`;
}
