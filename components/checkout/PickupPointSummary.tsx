import { Link } from '@/components/ui/Link';
import { useTranslations } from 'next-intl';
import { maskDhlCustomerNumber, type ChosenPoint } from '@/lib/checkout/service-point';
import { addressLines } from '@/lib/physical-stores/format';
import styles from './PickupPointSummary.module.css';

/**
 * The pickup point of an order (spec §3 'Address' shipping_address_service_point): its name and
 * kind, address (country in `locale`) and, for a Packstation, the DHL customer number with all but
 * its last three digits hidden. An `<address>` for the finish page and the order page; server or client.
 */
export function PickupPointSummary({
  point,
  locale,
  className,
}: {
  point: ChosenPoint;
  locale: string;
  className?: string;
}) {
  const t = useTranslations('pickup');
  const kind = t.has(`types.${point.locationType}`) ? t(`types.${point.locationType}`) : null;
  const lines = [
    kind && !point.title.includes(kind) ? `${point.title} (${kind})` : point.title,
    ...addressLines(point, locale),
    ...(point.dhlCustomerNumber
      ? [t('dhlCustomerNumberShown', { number: maskDhlCustomerNumber(point.dhlCustomerNumber) })]
      : []),
  ];
  return (
    <address className={className} data-testid="pickup-point">
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </address>
  );
}

/**
 * The chosen pickup point on the payment step (spec §2 Checkout): 'Pick up at', the point
 * ({@link PickupPointSummary}) and a link back to the shipment step to change it.
 */
export function PickupPointBox({ point, locale }: { point: ChosenPoint; locale: string }) {
  const t = useTranslations('pickup');
  return (
    <section aria-labelledby="pickup-point-title" className={styles.box}>
      <h2 id="pickup-point-title" className={styles.title}>
        {t('pickUpAt')}
      </h2>
      <PickupPointSummary point={point} locale={locale} />
      <Link href="/checkout/shipment/">{t('change')}</Link>
    </section>
  );
}
