import { Link } from '@/components/ui/Link';
import * as prismic from '@prismicio/client';
import { videoFile } from '@/components/content/video/video-source';
import type { LookbookTile as LookbookTileData } from '@/lib/prismic/lookbooks';
import { SaveLookButton, type SaveLookCopy } from './SaveLookButton';
import { ContentImage } from '@/components/content/ContentImage';
import styles from './LookbookTile.module.css';

/** Lookbook tile image size, px (spec §9 'Images: lookbook 384x560'). */
export const LOOKBOOK_TILE_WIDTH = 384;
export const LOOKBOOK_TILE_HEIGHT = 560;

/** `sizes` of a tile image in the list grid: 2 columns, 3 from 48em, 4 from 80em. */
const TILE_SIZES = '(min-width: 80em) 25vw, (min-width: 48em) 33vw, 50vw';

/**
 * One look on a lookbook list page (spec §2 'Lookbook tile links go to /{parent_url_key}/{url_key}/';
 * §3 'Lookbook'; §9 'Images: lookbook 384x560'): the look's first image (384×560, no layout shift;
 * without an image its video, muted and still, as the picture) and its label as an `h2` whose link
 * covers the whole tile, with the save-look heart over the image. `priority`: the tile is in the
 * first row (its image may be the LCP element). The image is decorative: the label names the link.
 */
export function LookbookTile({
  tile,
  copy,
  priority = false,
  headingLevel = 2,
  saved,
}: {
  tile: LookbookTileData;
  copy: SaveLookCopy;
  priority?: boolean;
  /** The label's heading level: 3 where the tiles sit under a section's h2 (the wishlist pages). */
  headingLevel?: 2 | 3;
  /** Whether the look is saved, as the server knows it (the customer wishlist page), until the browser knows. */
  saved?: boolean;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const labelId = `look-${tile.uid}`.replace(/[^\w-]/g, '-');
  const video = prismic.isFilled.image(tile.image) ? null : videoFile(tile.video);
  return (
    <article className={styles.tile}>
      <div className={styles.media}>
        {prismic.isFilled.image(tile.image) ? (
          <ContentImage
            image={tile.image}
            alt=""
            width={LOOKBOOK_TILE_WIDTH}
            height={LOOKBOOK_TILE_HEIGHT}
            sizes={TILE_SIZES}
            className={styles.image}
            priority={priority}
          />
        ) : video ? (
          <video className={styles.image} muted playsInline preload="metadata" aria-hidden="true">
            <source src={video.src} type={video.type} />
          </video>
        ) : null}
      </div>
      <Heading id={labelId} className={styles.label}>
        <Link href={tile.href} className={styles.link}>
          {tile.label}
        </Link>
      </Heading>
      <SaveLookButton
        uid={tile.uid}
        copy={copy}
        compact
        describedBy={labelId}
        className={styles.save}
        savedOnServer={saved}
      />
    </article>
  );
}
