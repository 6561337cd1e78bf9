/**
 * The customer service desks the contact form mails (spec §1 'Customer service is by phone, chat and
 * email'): one mailbox per country, so the storefronts of one country (BENL and BEFR, LUDE and LUFR)
 * share a desk. The storefront shows the same addresses in its footers (`lib/stores.ts`, which the
 * back end may not import: docs/decisions/0020-layers-point-down.md); a test keeps the two equal.
 */
import type { StoreKey } from './stores';

const NL = 'klantenservice@nl.stride-style.example';
const GB = 'customerservice@uk.stride-style.example';
const BE = 'service@be.stride-style.example';
const FR = 'service-client@fr.stride-style.example';
const DE = 'kundenservice@de.stride-style.example';
const AT = 'kundenservice@at.stride-style.example';
const LU = 'service@lu.stride-style.example';

/** The customer service desk's e-mail address of each store (x-store-key). */
export const CUSTOMER_SERVICE_EMAIL: Readonly<Record<StoreKey, string>> = {
  NL,
  EN: GB,
  BENL: BE,
  BEFR: BE,
  DE,
  AT,
  FR,
  LUDE: LU,
  LUFR: LU,
};
