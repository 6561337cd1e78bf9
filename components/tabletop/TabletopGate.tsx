'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { isTabletopPage } from '@/lib/tabletop/boot-script';
import type { TabletopControllerProps } from './TabletopController';
import './tabletop-mode.css';

const TabletopController = dynamic(() => import('./TabletopController').then((mod) => mod.TabletopController), {
  ssr: false,
});

const noSubscription = () => () => {};

/**
 * Loads the tabletop controller only on a tablet in tabletop mode (the boot script marked `<html>`
 * from the in-store cookie, lib/tabletop/boot-script.ts): on every other device the shop ships none
 * of its code. Part of the default and the checkout layout (spec §2 'tabletop location badge').
 */
export function TabletopGate(props: TabletopControllerProps) {
  // The attribute is set before hydration and never changes under React's feet: no subscription.
  const inStore = useSyncExternalStore(noSubscription, isTabletopPage, () => false);
  return inStore ? <TabletopController {...props} /> : null;
}
