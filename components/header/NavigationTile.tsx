import { ContentImage } from '@/components/content/ContentImage';
import { ContentLink } from '@/components/ui/ContentLink';
import type { NavigationTile as Tile } from '@/lib/navigation/tree';
import styles from './NavigationTile.module.css';

/** The model's image size (332 × 470 px), for an image field that gives none. */
const FALLBACK_SIZE = { width: 332, height: 470 };

/**
 * The image tiles of one entry's panel in the main navigation (spec §2 Header, §3 'Navigation slices'
 * items: image, image_link, image_title, image_button), as a list. Each tile is one link to its
 * `image_link` holding the picture, the title and the button text (styled as a button), so it is one
 * stop for the keyboard and its name is the title and button text; the picture is decorative beside
 * them. Server component: the menu island receives the rendered tiles, so no image code reaches the
 * browser's JavaScript; the pictures load lazily, when the panel opens.
 */
export function NavigationTiles({ tiles }: { tiles: Tile[] }) {
  return (
    <ul className={styles.tiles}>
      {tiles.map((tile, index) => (
        <li key={index}>
          <NavigationTile tile={tile} />
        </li>
      ))}
    </ul>
  );
}

/** One image tile: see {@link NavigationTiles}. */
export function NavigationTile({ tile }: { tile: Tile }) {
  return (
    <ContentLink href={tile.href} className={styles.tile}>
      <ContentImage
        image={tile.image}
        alt=""
        width={tile.image.dimensions?.width ?? FALLBACK_SIZE.width}
        height={tile.image.dimensions?.height ?? FALLBACK_SIZE.height}
        sizes="(max-width: 26.5rem) 80vw, 21rem"
        className={styles.image}
      />
      {/* The space keeps title and button text apart in the link's name; the flex layout ignores it. */}
      {tile.title ? <span className={styles.title}>{tile.title}</span> : null}{' '}
      {tile.button ? <span className={styles.button}>{tile.button}</span> : null}
    </ContentLink>
  );
}
