'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { cardAddTarget } from '@/lib/product/card-add';

/** The add flow (product query, cart call, size selection) loads on the first press of any card. */
const CardAddFlow = dynamic(() => import('./CardAddFlow').then((module) => module.CardAddFlow), { ssr: false });

interface Press {
  sku: string;
  button: HTMLButtonElement;
  /** Tells two presses of the same card apart, so each starts its own flow. */
  press: number;
}

/**
 * Listens for presses of the product cards' add buttons (`CardAddButton`) anywhere in the document
 * and runs the add flow for the pressed card; a press while that card's flow is busy is ignored
 * (the button says so with `aria-disabled`). Renders nothing until the first press.
 */
export function CardAddListener() {
  const [press, setPress] = useState<Press | null>(null);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = cardAddTarget(event.target);
      if (!target || target.button.getAttribute('aria-disabled') === 'true') return;
      setPress((previous) => ({ ...target, press: (previous?.press ?? 0) + 1 }));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return press ? <CardAddFlow key={press.press} sku={press.sku} button={press.button} /> : null;
}
