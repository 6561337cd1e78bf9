import * as prismic from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { ContentLink } from '@/components/ui/ContentLink';
import { ContentRichText } from '@/components/content/ContentRichText';
import { linkHref } from '@/lib/prismic/links';
import type { UspsSlice, UspsSliceDefaultItem } from '@/lib/prismic/types';
import { SliceSection } from '@/components/content/SliceSection';
import type { SliceContext } from '@/components/content/ContentPage';
import { resolveDeliveryPromise } from '@/lib/product/delivery-usps';
import styles from './index.module.css';

type IconName = NonNullable<UspsSliceDefaultItem['icon']>;

/** 24×24 stroke icons; decorative (the label carries the meaning). */
const ICON_PATHS: Record<IconName, string> = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  truck: 'M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3v3h-7zM6.5 18.5a1.5 1.5 0 1 0 0-.01M17 18.5a1.5 1.5 0 1 0 0-.01',
  return: 'M9 5L4.5 9.5 9 14M4.5 9.5H15a4.5 4.5 0 0 1 0 9h-4',
  chat: 'M4 5.5h16v10H9l-4 3.5v-3.5H4z',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  store: 'M4 9.5V20h16V9.5M3 9.5l1.5-5h15L21 9.5zM9.5 20v-5.5h5V20',
};

function UspIcon({ name }: { name: IconName }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={ICON_PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Usps slice (spec §2 'Content blocks available', §3 'Content block (slice)': usps — label, link,
 * icon, icon_inline, description): a list of selling points with an optional heading. Items
 * without a label are skipped and the block renders nothing when none remain. A filled link makes
 * the label a link (internal via next/link, external in a new tab without opener). A label with
 * `{deliveryPromise}` states the storefront's delivery promise from the back end (lib/product/delivery-usps.ts).
 */
export default async function Usps({ slice, context }: SliceComponentProps<UspsSlice, SliceContext>) {
  const filled = slice.items.flatMap((item) =>
    prismic.isFilled.keyText(item.label) ? [{ ...item, label: item.label }] : [],
  );
  if (filled.length === 0) return null;
  const items = context?.storefront ? await resolveDeliveryPromise(filled, context.storefront.code) : filled;
  return (
    <SliceSection slice={slice} className={styles.usps} classes={{ title: styles.title }}>
      <ul className={styles.list}>
        {items.map((item, position) => {
          const href = linkHref(item.link);
          const icon = item.icon && item.icon in ICON_PATHS ? (item.icon as IconName) : 'check';
          return (
            <li key={position} className={styles.item} data-inline={item.icon_inline ? 'true' : undefined}>
              <UspIcon name={icon} />
              <div className={styles.body}>
                <p className={styles.label}>
                  {href ? <ContentLink href={href}>{item.label}</ContentLink> : item.label}
                </p>
                {prismic.isFilled.richText(item.description) ? (
                  <div className={styles.description}>
                    <ContentRichText field={item.description} />
                  </div>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </SliceSection>
  );
}
