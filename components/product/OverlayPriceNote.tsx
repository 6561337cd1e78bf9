import { PriceNote } from '@/components/product/PriceNote';
import { priceNoteOfLocale } from '@/lib/pricing/price-note';
import { getServicePageHrefs } from '@/lib/prismic/translated-page';
import type { Storefront } from '@/lib/stores';
import styles from './OverlayPriceNote.module.css';

/**
 * The list prices' note for a dialog that covers the footer (the add-to-cart popup's upsell, the search
 * overlay's products): where a list's prices carry the asterisk (`Price`; Germany's PAngV § 6), the
 * dialog explains it itself, '* Alle Preise inkl. MwSt., zzgl. Versandkosten' with the link to the
 * shipping page, since the footer's note is out of reach while it is open. Nothing elsewhere. Server
 * component, rendered by the shop frame and handed to the dialogs' client islands as a node: their code
 * carries no messages for it.
 */
export async function OverlayPriceNote({ storefront }: { storefront: Storefront }) {
  if (priceNoteOfLocale(storefront.locale) !== 'vat-and-shipping') return null;
  const servicePages = await getServicePageHrefs(storefront.prismicLang);
  return (
    <PriceNote
      locale={storefront.locale}
      shippingHref={servicePages.deliveryReturns}
      scope="list"
      className={styles.note}
      testId="overlay-price-note"
    />
  );
}
