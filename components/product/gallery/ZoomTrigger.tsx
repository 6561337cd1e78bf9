'use client';

import { useUiStore } from '@/lib/state/StateProvider';
import styles from './ProductGallery.module.css';

/**
 * A gallery image as a button that opens the zoom dialog at that image (spec §2 'Product detail' gallery: zoom,
 * keyboard operable). The image is the server-rendered child; the button's name is `label`
 * ('Enlarge image 1 of 3'). Focus comes back here when the dialog closes (the UI store's
 * `returnFocus`). Client island of a few lines: the dialog itself loads on first use
 * ({@link GalleryZoomLoader}).
 */
export function ZoomTrigger({
  owner,
  index,
  label,
  children,
}: {
  /** SKU of the product whose gallery this is. */
  owner: string;
  /** 0-based image index the dialog opens at. */
  index: number;
  label: string;
  children: React.ReactNode;
}) {
  const openModal = useUiStore((state) => state.openModal);
  return (
    <button
      type="button"
      className={styles.zoomTrigger}
      aria-label={label}
      aria-haspopup="dialog"
      onClick={(event) => openModal({ id: 'zoom', owner, payload: index, returnFocus: event.currentTarget })}
    >
      {children}
    </button>
  );
}
