import { ServerImage } from '@/components/ui/ServerImage';
import { Link } from '@/components/ui/Link';
import { useTranslations } from 'next-intl';
import type { PdpProduct } from '@/graphql/catalog';
import styles from './ColourVariants.module.css';

/** A colour of the style as the PDP lists it. */
export interface ColourVariant {
  sku: string;
  /** Root-relative product URL. */
  url: string;
  /** 166×235 thumbnail URL. */
  image: string;
  /** Product name with its colour ('Runa sneaker blue'): the thumbnail's text alternative. */
  label: string;
  current: boolean;
}

/**
 * The colours of a style (spec §2 'Product detail': colour variants): the product itself and its `relatedProducts`
 * of type `color_relation` that are active, in SKU order (`NNNNNN.001`, `.002`, …). Empty when the
 * style comes in one colour only.
 */
export function colourVariants(
  product: Pick<PdpProduct, 'sku' | 'url' | 'name' | 'color' | 'thumbnail' | 'image' | 'relatedProducts'>,
): ColourVariant[] {
  const siblings = product.relatedProducts.filter((related) => related.type === 'color_relation' && related.active);
  if (siblings.length === 0) return [];
  return [
    {
      sku: product.sku,
      url: product.url,
      image: product.thumbnail ?? product.image,
      label: `${product.name} ${product.color}`,
      current: true,
    },
    ...siblings.map((related) => ({
      sku: related.productNumber,
      url: related.url,
      image: related.image,
      label: related.name,
      current: false,
    })),
  ].sort((a, b) => a.sku.localeCompare(b.sku));
}

/**
 * Colour variants as 166×235 thumbnails linking to each colour's PDP (spec §9 'colour thumbs
 * 166x235'); the product shown is marked `aria-current="page"` and framed. Renders nothing for a
 * style in one colour. Server component.
 */
export function ColourVariants({ product }: { product: Parameters<typeof colourVariants>[0] }) {
  const t = useTranslations('pdpContent');
  const variants = colourVariants(product);
  if (variants.length === 0) return null;
  return (
    <nav aria-labelledby="pdp-colours" className={styles.colours}>
      <h2 id="pdp-colours" className={styles.heading}>
        {t('colours')}
      </h2>
      <ul className={styles.list}>
        {variants.map((variant) => (
          <li key={variant.sku}>
            <Link
              href={variant.url}
              className={styles.link}
              aria-current={variant.current ? 'page' : undefined}
              prefetch={false}
            >
              <ServerImage
                src={variant.image}
                alt={variant.label}
                width={166}
                height={235}
                unoptimized
                className={styles.image}
              />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
