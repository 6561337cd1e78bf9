'use client';

import { ChevronDown } from 'lucide-react';
import { usePathname } from 'next/navigation';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styles from './StoreSwitcher.module.css';

/**
 * The store switcher's disclosure (WAI-ARIA APG 'disclosure navigation'): a button with
 * aria-expanded/aria-controls that shows a list of store buttons (each submits its store's form). It closes on Escape (focus back on the
 * button), on a pointer press outside it and when keyboard focus leaves it (WCAG 1.4.13, 2.1.2);
 * ArrowDown/ArrowUp on the button open it at the first/last store; ArrowDown/ArrowUp/Home/End move
 * between the stores. An open list never runs past the bottom of the window: it scrolls within the
 * room below its top (nine stores under a phone's banners and header), so every store stays reachable
 * (WCAG 1.4.10). The server renders the button content and the list items, so flags and labels
 * stay out of the client bundle. Each form carries the current path (its `path` field), so the switch
 * keeps the shopper on the same page where the chosen store has it.
 */
export function StoreSwitcherMenu({ toggle, children }: { toggle: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const pathname = usePathname();

  // The cached header cannot know the page it is on: the forms learn it in the browser, with the
  // list's filters (`state`), read again when a store is about to be chosen (filters change the query only).
  const carryPage = useCallback(() => {
    if (!pathname) return;
    for (const form of listRef.current?.querySelectorAll('form') ?? []) {
      const path = form.querySelector<HTMLInputElement>('input[name="path"]');
      const state = form.querySelector<HTMLInputElement>('input[name="state"]');
      if (path) path.value = pathname;
      if (state) state.value = window.location.search.slice(1);
    }
  }, [pathname]);
  useEffect(carryPage, [carryPage]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape anywhere closes it, also when a click left the focus on the page rather than inside.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // The room below the list's top, in px, as `--switcher-room` (its max-height): measured when it
  // opens and when the window is resized while open.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!open || !list) return;
    const fit = () =>
      list.style.setProperty(
        '--switcher-room',
        `${Math.max(0, window.innerHeight - list.getBoundingClientRect().top - 8)}px`,
      );
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [open]);

  const options = () => Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    const items = options();
    if (items.length === 0) return;
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    // On the toggle only the arrows act (they open the list); Home and End keep scrolling the page.
    if (index === -1 && (event.target !== buttonRef.current || event.key === 'Home' || event.key === 'End')) return;
    event.preventDefault();
    if (!open) setOpen(true);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? items.length - 1
          : event.key === 'ArrowDown'
            ? (index + 1) % items.length
            : index <= 0
              ? items.length - 1
              : index - 1;
    // A list that was closed is shown once React has rendered: move focus on the next frame.
    requestAnimationFrame(() => options()[next]?.focus());
  };

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Focus moved to another element outside (Tab, Shift+Tab). A null relatedTarget is a click
        // on something unfocusable (the outside-press handler decides) or the window losing focus.
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {toggle}
        <ChevronDown aria-hidden="true" className={styles.chevron} size={16} />
      </button>
      <ul
        ref={listRef}
        id={listId}
        className={styles.list}
        hidden={!open}
        onFocus={carryPage}
        onPointerDown={carryPage}
      >
        {children}
      </ul>
    </div>
  );
}
