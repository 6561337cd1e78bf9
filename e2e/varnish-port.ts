/** The port of the Varnish in front of the shop under test (e2e/varnish-setup.ts). */
export const VARNISH_PORT = Number(process.env.E2E_VARNISH_PORT ?? 3195);
