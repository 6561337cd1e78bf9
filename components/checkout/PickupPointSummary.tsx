import { useTranslations } from 'next-intl';
import { maskDhlCustomerNumber, type ChosenPoint } from '@/lib/checkout/service-point';
import { addressLines } from '@/lib/physical-stores/format';

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
