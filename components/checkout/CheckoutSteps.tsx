import { Link } from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import styles from './CheckoutSteps.module.css';

const STEPS = [
  { key: 'details', href: '/checkout/' },
  { key: 'shipment', href: '/checkout/shipment/' },
  { key: 'payment', href: '/checkout/payment/' },
] as const;

/** Checkout progress (spec §2 '/checkout/' children): details, shipment, payment. */
export async function CheckoutSteps({ current }: { current: (typeof STEPS)[number]['key'] }) {
  const t = await getTranslations('checkout');
  const currentIndex = STEPS.findIndex((step) => step.key === current);
  return (
    <nav aria-label={t('progress')} className={styles.steps}>
      <ol>
        {STEPS.map((step, index) => (
          <li key={step.key} className={index === currentIndex ? styles.current : undefined}>
            {index < currentIndex ? (
              <Link href={step.href}>{t(`step.${step.key}`)}</Link>
            ) : (
              <span aria-current={index === currentIndex ? 'step' : undefined}>{t(`step.${step.key}`)}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
