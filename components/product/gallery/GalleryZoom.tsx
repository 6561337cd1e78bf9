'use client';

import Image from 'next/image';
import { ChevronLeft, ChevronRight, ZoomIn } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/Modal';
import type { OpenModal } from '@/lib/state/ui-store';
import { useUiStore } from '@/lib/state/StateProvider';
import styles from './GalleryZoom.module.css';

/** One enlarged image: the 830×1175 highlight size (spec §9 'Images'). */
export interface GalleryZoomImage {
  src: string;
  alt: string;
}

export interface GalleryZoomProps {
  /** SKU of the product (one zoom dialog per product on a page). */
  owner: string;
  /** Dialog heading, already translated ('Images of Velora Runa sneaker'). */
  title: string;
  images: GalleryZoomImage[];
}

/**
 * The gallery's zoom dialog (spec §2 'Product detail' gallery): the shared {@link Modal} (native `<dialog>`:
 * focus moves in and is trapped, Escape closes, focus returns to the image button that opened it)
 * showing one image at 830×1175, opened at the image the UI store's payload names. 'Previous' and
 * 'Next' buttons and the Left and Right arrow keys move between images (the position is announced);
 * 'Zoom in' (a toggle, also a click on the image) shows it at twice the size in a scrollable,
 * focusable pane, centred on the point clicked, so the arrow keys then scroll it (WCAG 2.1.1).
 */
export function GalleryZoom({ owner, title, images }: GalleryZoomProps) {
  const t = useTranslations('pdp');
  const opened = useUiStore((state) =>
    state.modal?.id === 'zoom' && state.modal.owner === owner ? state.modal : null,
  );
  const [openedWith, setOpenedWith] = useState<OpenModal | null>(null);
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const pane = useRef<HTMLDivElement>(null);
  const focus = useRef({ x: 0.5, y: 0.5 });
  const count = images.length;

  // Each opening starts at the image that was pressed, not zoomed.
  if (opened && opened !== openedWith) {
    setOpenedWith(opened);
    const start = typeof opened.payload === 'number' ? opened.payload : 0;
    setIndex(Math.min(Math.max(0, start), Math.max(0, count - 1)));
    setZoomed(false);
  }

  useEffect(() => {
    const element = pane.current;
    if (!zoomed || !element) return;
    element.scrollLeft = focus.current.x * element.scrollWidth - element.clientWidth / 2;
    element.scrollTop = focus.current.y * element.scrollHeight - element.clientHeight / 2;
    element.focus();
  }, [zoomed]);

  const move = (step: number) => {
    setIndex((current) => (current + step + count) % count);
    setZoomed(false);
  };

  // Left and Right move between images from anywhere in the open dialog (the close button has the
  // focus first); zoomed in, they scroll the focused picture instead.
  useEffect(() => {
    if (!opened || count < 2) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
      if (zoomed && event.target === pane.current) return;
      event.preventDefault();
      setIndex((current) => (current + (event.key === 'ArrowLeft' ? -1 : 1) + count) % count);
      setZoomed(false);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [opened, count, zoomed]);

  function onImageClick(event: React.MouseEvent<HTMLElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    focus.current = {
      x: box.width ? (event.clientX - box.left) / box.width : 0.5,
      y: box.height ? (event.clientY - box.top) / box.height : 0.5,
    };
    setZoomed((value) => !value);
  }

  const image = images[index];
  return (
    <Modal
      id="zoom"
      owner={owner}
      titleId={`zoom-title-${owner}`}
      title={title}
      closeLabel={t('close')}
      onClosed={() => setZoomed(false)}
    >
      <div className={styles.stage}>
        <div
          ref={pane}
          className={zoomed ? `${styles.pane} ${styles.zoomed}` : styles.pane}
          tabIndex={zoomed ? 0 : undefined}
          role={zoomed ? 'region' : undefined}
          aria-label={zoomed ? t('zoomedImage') : undefined}
        >
          {image ? (
            // The same action as the 'Zoom in' button, for pointers.
            <div className={styles.picture} onClick={onImageClick} data-testid="zoom-image">
              <Image
                src={image.src}
                alt={image.alt}
                width={830}
                height={1175}
                unoptimized
                sizes="(min-width: 64em) 60rem, 100vw"
              />
            </div>
          ) : null}
        </div>
        <p className={styles.position} aria-live="polite">
          {t('imageOf', { index: index + 1, count })}
        </p>
        <div className={styles.controls}>
          {count > 1 ? (
            <button type="button" className={styles.control} onClick={() => move(-1)} aria-label={t('previousImage')}>
              <ChevronLeft aria-hidden="true" focusable="false" size={24} />
            </button>
          ) : null}
          <button
            type="button"
            className={styles.control}
            aria-pressed={zoomed}
            onClick={() => setZoomed((value) => !value)}
          >
            <ZoomIn aria-hidden="true" focusable="false" size={24} />
            {t('zoomIn')}
          </button>
          {count > 1 ? (
            <button type="button" className={styles.control} onClick={() => move(1)} aria-label={t('nextImage')}>
              <ChevronRight aria-hidden="true" focusable="false" size={24} />
            </button>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
