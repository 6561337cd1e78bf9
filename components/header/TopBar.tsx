import { getTranslations } from 'next-intl/server';
import { ContentLink } from '@/components/ui/ContentLink';
import type { LayoutContent } from '@/lib/prismic/layout-content';
import { UspsTicker } from './UspsTicker';
import styles from './TopBar.module.css';

/**
 * The bar above the header (spec §2 'Layouts': header selling-point marquee; 'Header': service
 * links): the header usps (rotating on narrow screens, all in a row from 64em) and the header
 * links. Renders nothing when the layout content has neither. Server component.
 */
export async function TopBar({
  usps,
  links,
}: {
  usps: LayoutContent['headerUsps'];
  links: LayoutContent['headerLinks'];
}) {
  if (usps.length === 0 && links.length === 0) return null;
  const t = await getTranslations('layout');
  return (
    <div className={styles.bar} data-tabletop-targets="">
      <div className={styles.inner}>
        {usps.length > 0 ? (
          <UspsTicker
            count={usps.length}
            labels={{ list: t('sellingPoints'), pause: t('pauseSellingPoints'), play: t('playSellingPoints') }}
          >
            {usps.map((usp) => (
              <li key={usp.label} className={styles.usp}>
                {usp.href ? <ContentLink href={usp.href}>{usp.label}</ContentLink> : usp.label}
              </li>
            ))}
          </UspsTicker>
        ) : null}
        {links.length > 0 ? (
          <nav aria-label={t('serviceLinks')} className={styles.service}>
            <ul>
              {links.map((link) => (
                <li key={link.href}>
                  <ContentLink href={link.href}>{link.label}</ContentLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
