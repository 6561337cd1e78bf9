import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/Link';
import { priceNoteOfLocale } from '@/lib/pricing/price-note';

/**
 * What the storefront's prices include (`lib/pricing/price-note.ts`; Germany's PAngV § 6), as a
 * paragraph:
 * - `scope="price"`, beside the product page's price: 'inkl. MwSt., zzgl. Versandkosten' with
 *   'Versandkosten' linking to the shipping page where the shipping note applies, else 'incl. VAT';
 * - `scope="list"`, once in the footer for every card's price: '* Alle Preise inkl. MwSt., zzgl.
 *   Versandkosten' (the asterisk `Price` puts on a list's prices), else 'All prices incl. VAT'.
 * `shippingHref` is the storefront's shipping and returns page (`getServicePageHrefs`); without one
 * the note is plain text. Server component (the product page and the footer; no client island
 * needs its messages).
 */
export async function PriceNote({
  locale,
  shippingHref,
  scope,
  className,
  testId = `price-note-${scope}`,
}: {
  /** The storefront's locale (`de-DE`): which note applies. */
  locale: string;
  /** Root-relative URL of the shipping costs (`/versand-und-rueckgabe/`), or null. */
  shippingHref: string | null;
  scope: 'price' | 'list';
  className?: string;
  /** `data-testid` of the paragraph; default `price-note-{scope}`. */
  testId?: string;
}) {
  const t = await getTranslations('priceNote');
  if (priceNoteOfLocale(locale) === 'vat')
    return (
      <p className={className} data-testid={testId}>
        {t(scope === 'price' ? 'vat' : 'listVat')}
      </p>
    );
  const link = (chunks: React.ReactNode) => (shippingHref ? <Link href={shippingHref}>{chunks}</Link> : chunks);
  return (
    <p className={className} data-testid={testId}>
      {scope === 'list' ? <span aria-hidden="true">* </span> : null}
      {t.rich(scope === 'price' ? 'vatAndShipping' : 'listVatAndShipping', { link })}
    </p>
  );
}
