import * as prismic from '@prismicio/client';
import type { Content } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { ContentLink } from '@/components/ui/ContentLink';
import { linkHref } from '@/lib/prismic/links';
import { getSliderLabels } from '@/slices/slider/labels';
import { SliderSection } from '@/slices/slider/SliderSection';
import { ContentImage } from '@/components/content/ContentImage';
import styles from './index.module.css';

/** Category tile image size (spec §9 'Images': category 224), px square. */
export const CATEGORY_IMAGE_SIZE = 224;

type CategoryItem = Content.CategorySliderSliceDefaultItem;
interface CategoryTile {
  image: prismic.FilledImageFieldImage;
  label: string;
  href: string;
}

/** Tiles that can be shown: image, label and link are all required. */
export function categoryTiles(items: CategoryItem[]): CategoryTile[] {
  return items.flatMap((item) => {
    const href = linkHref(item.link);
    return prismic.isFilled.image(item.image) && prismic.isFilled.keyText(item.label) && href
      ? [{ image: item.image, label: item.label, href }]
      : [];
  });
}

/**
 * Category slider slice (spec §2 'Content blocks available': category slider; §9 category slider:
 * 3.5 in view, 5.5 from 768 px, 9 from 1024 px, 11 from 1280 px; category images 224 px): round
 * category images with their label, each tile one link named by its label, framed by the common
 * primary fields. Items missing image, label or link are dropped; renders nothing when none remain.
 */
export default async function CategorySlider({ slice }: SliceComponentProps<Content.CategorySliderSlice>) {
  const tiles = categoryTiles(slice.items);
  if (tiles.length === 0) return null;
  const labels = await getSliderLabels();
  return (
    <SliderSection slice={slice} preset="category" labels={labels}>
      {tiles.map((tile, index) => (
        <ContentLink key={index} href={tile.href} className={styles.tile}>
          <ContentImage
            image={tile.image}
            // The label names the link; the picture only illustrates it.
            alt=""
            width={CATEGORY_IMAGE_SIZE}
            height={CATEGORY_IMAGE_SIZE}
            className={styles.image}
          />
          <span className={styles.label}>{tile.label}</span>
        </ContentLink>
      ))}
    </SliderSection>
  );
}
