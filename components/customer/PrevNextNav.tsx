import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from '@/components/ui/Link';
import styles from './PrevNextNav.module.css';

/** One side of a {@link PrevNextNav}: where it goes and what its link says. */
export interface PrevNextLink {
  href: string;
  text: string;
}

/**
 * A labelled `<nav>` with a link back (`rel="prev"`) and a link on (`rel="next"`), each left out at
 * its end, and an optional note between them ('Page 2 of 3'). The customer's order pages use it for
 * the history's pages and for an order's previous and next orders (spec §2 'order history with
 * previous/next order'). Renders nothing when there is neither link nor note. Server component.
 */
export function PrevNextNav({
  label,
  previous,
  next,
  note,
}: {
  /** The nav's accessible name, telling it from the site's other navs. */
  label: string;
  previous: PrevNextLink | null;
  next: PrevNextLink | null;
  note?: string;
}) {
  if (!previous && !next && !note) return null;
  return (
    <nav aria-label={label} className={styles.nav}>
      {previous ? (
        <Link href={previous.href} rel="prev" className={styles.previous}>
          <ArrowLeft aria-hidden="true" focusable="false" size={18} />
          {previous.text}
        </Link>
      ) : null}
      {note ? <p className={styles.note}>{note}</p> : null}
      {next ? (
        <Link href={next.href} rel="next" className={styles.next}>
          {next.text}
          <ArrowRight aria-hidden="true" focusable="false" size={18} />
        </Link>
      ) : null}
    </nav>
  );
}
