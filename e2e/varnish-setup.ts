import { startVarnish, VARNISH_AVAILABLE } from '../bench/varnish.mjs';
import { VARNISH_PORT } from './varnish-port';

/** Playwright global set-up: Varnish in front of the shop under test where it is installed; returns the teardown. */
export default function globalSetup(): () => void {
  if (!VARNISH_AVAILABLE) return () => {};
  return startVarnish(VARNISH_PORT, Number(process.env.E2E_PORT ?? 3100));
}
