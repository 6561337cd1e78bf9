'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useUiStore } from '@/lib/state/StateProvider';
import type { GalleryZoomProps } from './GalleryZoom';

/**
 * The zoom dialog's code loads when a shopper first opens it (the PDP's JavaScript budget, docs/benchmarks.md
 * 'Budgets').
 */
const GalleryZoom = dynamic(() => import('./GalleryZoom').then((module) => module.GalleryZoom), { ssr: false });

/**
 * Mounts the gallery's zoom dialog once the UI store first asks for it (a {@link ZoomTrigger} was
 * pressed), and keeps it mounted so it can close normally. Renders nothing before that.
 */
export function GalleryZoomLoader(props: GalleryZoomProps) {
  const requested = useUiStore((state) => state.modal?.id === 'zoom' && state.modal.owner === props.owner);
  const [wanted, setWanted] = useState(false);
  if (requested && !wanted) setWanted(true);
  return wanted ? <GalleryZoom {...props} /> : null;
}
