import * as prismic from '@prismicio/client';
import { Link } from '@/components/ui/Link';
import { useTranslations } from 'next-intl';
import { ContentImage } from '@/components/content/ContentImage';
import type { LookbookTile } from '@/lib/prismic/lookbooks';
import styles from './RelatedLookbooks.module.css';

/**
 * Looks that show this product (spec §7 'Product content: related lookbooks'): each look's first
 * image (384×560, spec §9 'lookbook 384x560') and its label, linking to the look
 * (`/{parent_url_key}/{url_key}/`). Renders nothing without looks. Server component, no client
 * JavaScript (the save-look heart stays on the lookbook pages).
 */
export function RelatedLookbooks({ lookbooks }: { lookbooks: LookbookTile[] }) {
  const t = useTranslations('pdpContent');
  if (lookbooks.length === 0) return null;
  return (
    <section aria-labelledby="pdp-lookbooks" className={styles.lookbooks}>
      <h2 id="pdp-lookbooks">{t('lookbooks')}</h2>
      <ul className={styles.list}>
        {lookbooks.map((look) => (
          <li key={look.id}>
            <Link href={look.href} className={styles.link}>
              {prismic.isFilled.image(look.image) ? (
                <ContentImage
                  image={look.image}
                  alt=""
                  width={384}
                  height={560}
                  sizes="(min-width: 64em) 20vw, 45vw"
                  className={styles.image}
                />
              ) : null}
              <span className={styles.label}>{look.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
