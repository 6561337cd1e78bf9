'use client';

import { Menu, X } from 'lucide-react';
import Cookies from 'js-cookie';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { DEFAULT_SEGMENT, requestSegment, segmentRedirect, SEGMENTS, type Segment } from '@/lib/navigation/segment';
import type { NavigationEntry } from '@/lib/navigation/tree';
import { COOKIES } from '@/lib/stores';
import { NavigationPanel } from './NavigationPanel';
import styles from './Navigation.module.css';

/**
 * The slide-in main navigation (spec §2 Header): a 'Menu' button opens a modal `<dialog>` (focus
 * moves in and stays in it, WCAG 2.1.2 / 2.4.3) that closes on Escape, on a press on the backdrop,
 * with its close button and on a route change, and gives focus back to the button. Inside, a toggle
 * button per segment (for-her, for-him; `aria-pressed`) shows that segment's menu; choosing one is
 * kept in the segment cookie (365 days, spec §4 'Segment'), which also picks the menu shown first;
 * the page is refreshed when the menu closes after such a choice.
 * The menus arrive as compact data (`lib/navigation/tree.ts`), server-rendered into the page's HTML;
 * the entries' image tiles arrive rendered by the server (`NavigationTiles`).
 *
 * @param labels button, dialog and close texts, already translated
 * @param segments per segment its label (from the navigation document), its entries and, by entry id,
 *   their rendered image tiles
 */
export function NavigationMenu({
  labels,
  segments,
}: {
  labels: { open: string; close: string; title: string; segments: string };
  segments: Record<Segment, { label: string; entries: NavigationEntry[]; tiles?: Record<string, ReactNode> }>;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const segmentChosenRef = useRef(false);
  const [segment, setSegment] = useState<Segment>(DEFAULT_SEGMENT);
  const pathname = usePathname();
  const router = useRouter();
  const titleId = useId();

  // A link followed inside the menu (or any route change) closes it.
  useEffect(() => {
    if (dialogRef.current?.open) dialogRef.current.close();
  }, [pathname]);

  const open = () => {
    // The page is shared by every visitor: the segment is worked out in the browser, on opening:
    // a men's or women's path decides, else the stored choice (spec §4 'Segment').
    const language = document.documentElement.lang.slice(0, 2);
    setSegment(
      requestSegment(pathname ?? '/', language, {
        segment: Cookies.get(COOKIES.segment),
        audience: Cookies.get(COOKIES.audience),
      }).segment,
    );
    dialogRef.current?.showModal();
  };

  const choose = (next: Segment) => {
    setSegment(next);
    Cookies.set(COOKIES.segment, next, {
      expires: COOKIES.segmentMaxAgeDays,
      sameSite: 'lax',
      path: '/',
      secure: window.location.protocol === 'https:',
    });
    segmentChosenRef.current = true;
  };

  // The page behind the menu must pass proxy.ts's segment guard again (the home page becomes the
  // men's home), once the menu has closed, so it never closes or re-renders the menu while the
  // shopper is choosing in it. The guard's target is worked out here and navigated to: the router
  // loads the whole document again when a refresh is answered with a redirect. The refresh then
  // drops pages prefetched under the old segment (the home page behind the logo).
  const closed = () => {
    openerRef.current?.focus();
    if (!segmentChosenRef.current) return;
    segmentChosenRef.current = false;
    const target = segmentRedirect(window.location.pathname, segment, document.documentElement.lang.slice(0, 2));
    if (target) router.replace(target + window.location.search, { scroll: false });
    router.refresh();
  };

  return (
    <>
      <button ref={openerRef} type="button" className={styles.opener} aria-haspopup="dialog" onClick={open}>
        <Menu aria-hidden="true" focusable="false" />
        <span>{labels.open}</span>
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClose={closed}
        // A press on the backdrop lands on the dialog element itself (its content fills the box).
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className={styles.content}>
          <div className={styles.top}>
            <h2 id={titleId} className={styles.title}>
              {labels.title}
            </h2>
            <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()}>
              <X aria-hidden="true" focusable="false" />
              <span className="visually-hidden">{labels.close}</span>
            </button>
          </div>
          <div role="group" aria-label={labels.segments} className={styles.segments}>
            {SEGMENTS.map((key) => (
              <button
                key={key}
                type="button"
                className={styles.segment}
                aria-pressed={segment === key}
                onClick={() => choose(key)}
              >
                {segments[key].label}
              </button>
            ))}
          </div>
          <nav aria-label={segments[segment].label}>
            {SEGMENTS.map((key) => (
              <div key={key} hidden={segment !== key}>
                <NavigationPanel entries={segments[key].entries} group={key} tiles={segments[key].tiles} />
              </div>
            ))}
          </nav>
        </div>
      </dialog>
    </>
  );
}
