import { STORES, type Lang, type StoreKey } from '../config/stores';
import type { CommerceDb } from '../db/client';
import {
  applyPaymentOutcome,
  PAYMENT_STATES,
  returnUrl,
  safeEqual,
  sandboxFormSignature,
  transactionView,
  webhookSecret,
  webhookSignature,
  type PaymentState,
} from '../services/payment';

export const SANDBOX_PREFIX = '/api/graphql/payment-sandbox/';
export const WEBHOOK_PATH = '/api/graphql/payment-webhook';

const COPY: Record<
  Lang,
  {
    title: string;
    intro: string;
    order: string;
    amount: string;
    paid: string;
    failed: string;
    cancelled: string;
    open: string;
    state: string;
    notFound: string;
  }
> = {
  nl: {
    title: 'Sandbox-betaling',
    intro: 'Testomgeving: kies de uitkomst van deze betaling.',
    order: 'Bestelling',
    amount: 'Bedrag',
    paid: 'Betaald',
    failed: 'Mislukt',
    cancelled: 'Geannuleerd',
    open: 'Open',
    state: 'Status',
    notFound: 'Deze betaling bestaat niet.',
  },
  fr: {
    title: 'Paiement sandbox',
    intro: 'Environnement de test : choisissez le résultat de ce paiement.',
    order: 'Commande',
    amount: 'Montant',
    paid: 'Payé',
    failed: 'Échoué',
    cancelled: 'Annulé',
    open: 'Ouvert',
    state: 'Statut',
    notFound: "Ce paiement n'existe pas.",
  },
  de: {
    title: 'Sandbox-Zahlung',
    intro: 'Testumgebung: Wählen Sie das Ergebnis dieser Zahlung.',
    order: 'Bestellung',
    amount: 'Betrag',
    paid: 'Bezahlt',
    failed: 'Fehlgeschlagen',
    cancelled: 'Abgebrochen',
    open: 'Offen',
    state: 'Status',
    notFound: 'Diese Zahlung existiert nicht.',
  },
  en: {
    title: 'Sandbox payment',
    intro: 'Test mode: choose the outcome of this payment.',
    order: 'Order',
    amount: 'Amount',
    paid: 'Paid',
    failed: 'Failed',
    cancelled: 'Cancelled',
    open: 'Open',
    state: 'Status',
    notFound: 'This payment does not exist.',
  },
};

const escape = (v: string) => v.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function html(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    },
  });
}

/**
 * The sandbox page's stylesheet. It must survive WCAG 1.4.12 text spacing (line-height 1.5,
 * letter-spacing 0.12em, word-spacing 0.16em, paragraph spacing 2em) at 320 CSS px wide: no fixed
 * heights (min-height only), button rows that wrap to one column, and words that may break rather
 * than overflow ('Fehlgeschlagen' with extra letter-spacing is wider than half of 320 px).
 */
export const SANDBOX_STYLE = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',sans-serif;background:#f5f5f2;color:#1a1a1a}
main{max-width:32rem;margin:clamp(0rem,6vw,3rem) auto;padding:clamp(1rem,5vw,2rem);background:#fff;border:1px solid #d4d4cf;border-radius:8px;overflow-wrap:anywhere}
h1{font-size:1.5rem;margin:0 0 .5rem}p{margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto minmax(0,1fr);gap:.25rem 1rem;margin:0}dt{font-weight:600}dd{margin:0;min-width:0}
.buttons{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,9rem),1fr));gap:.75rem;margin-top:1.5rem}
button{font:inherit;font-weight:600;min-height:2.75rem;min-width:0;padding:.75rem 1rem;border-radius:6px;border:2px solid #1a1a1a;cursor:pointer;white-space:normal;overflow-wrap:anywhere;text-align:center}
button:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
.paid{background:#14532d;color:#fff;border-color:#14532d}.failed{background:#991b1b;color:#fff;border-color:#991b1b}
.cancelled{background:#fff;color:#1a1a1a}.open{background:#e5e5e0;color:#1a1a1a}`;

async function sandboxPage(db: CommerceDb, transactionId: string, path: string): Promise<Response> {
  const view = await transactionView(db, transactionId);
  if (!view) {
    const t = COPY.en;
    return html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title}</title><style>${SANDBOX_STYLE}</style></head><body><main><h1>${t.title}</h1><p>${t.notFound}</p></main></body></html>`,
      404,
    );
  }
  const store = STORES[view.o.storeKey as StoreKey] ?? STORES.NL;
  const t = COPY[store.lang];
  const amount = new Intl.NumberFormat(store.locale, { style: 'currency', currency: store.currency }).format(
    view.o.totalCents / 100,
  );
  const sig = sandboxFormSignature(await webhookSecret(db), transactionId);
  const stateLabel = t[view.o.paymentState as PaymentState] ?? view.o.paymentState;
  const buttons = PAYMENT_STATES.slice()
    .sort(
      (a, b) => ['paid', 'failed', 'cancelled', 'open'].indexOf(a) - ['paid', 'failed', 'cancelled', 'open'].indexOf(b),
    )
    .map(
      (state) => `<button type="submit" name="status" value="${state}" class="${state}">${escape(t[state])}</button>`,
    )
    .join('');
  return html(`<!doctype html>
<html lang="${store.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(t.title)} – ${escape(view.o.orderNumber)}</title><style>${SANDBOX_STYLE}</style></head>
<body><main>
<h1>${escape(t.title)}</h1>
<p>${escape(t.intro)}</p>
<dl><dt>${escape(t.order)}</dt><dd>${escape(view.o.orderNumber)}</dd><dt>${escape(t.amount)}</dt><dd>${escape(amount)}</dd><dt>${escape(t.state)}</dt><dd>${escape(stateLabel)}</dd></dl>
<form method="post" action="${escape(path)}">
<input type="hidden" name="signature" value="${sig}">
<div class="buttons">${buttons}</div>
</form>
</main></body></html>`);
}

async function sandboxSubmit(db: CommerceDb, transactionId: string, request: Request): Promise<Response> {
  const form = new URLSearchParams(await request.text());
  const status = form.get('status') ?? '';
  const signature = form.get('signature') ?? '';
  if (!(PAYMENT_STATES as readonly string[]).includes(status)) return new Response('Invalid status', { status: 400 });
  const expected = sandboxFormSignature(await webhookSecret(db), transactionId);
  if (!safeEqual(signature, expected)) return new Response('Invalid signature', { status: 403 });
  const result = await applyPaymentOutcome(db, transactionId, status as PaymentState);
  if (!result) return new Response('Not found', { status: 404 });
  return new Response(null, { status: 303, headers: { location: returnUrl(result), 'cache-control': 'no-store' } });
}

async function webhook(db: CommerceDb, request: Request): Promise<Response> {
  let body: { transactionId?: unknown; status?: unknown; signature?: unknown };
  try {
    body = (await request.json()) as typeof body;
  } catch {
    return Response.json({ error: 'invalid json' }, { status: 400 });
  }
  const { transactionId, status, signature } = body ?? {};
  if (
    typeof transactionId !== 'string' ||
    typeof status !== 'string' ||
    typeof signature !== 'string' ||
    !(PAYMENT_STATES as readonly string[]).includes(status)
  ) {
    return Response.json({ error: 'invalid payload' }, { status: 400 });
  }
  if (!safeEqual(signature, webhookSignature(await webhookSecret(db), transactionId, status)))
    return Response.json({ error: 'invalid signature' }, { status: 401 });
  const result = await applyPaymentOutcome(db, transactionId, status as PaymentState);
  if (!result) return Response.json({ error: 'not found' }, { status: 404 });
  return Response.json({ ok: true, paymentState: result.paymentState, changed: result.changed });
}

/** The sandbox provider's page and the webhook; null when the path is not theirs. */
export async function handlePaymentRoute(db: CommerceDb, request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\/+$/, '');
  if (pathname === WEBHOOK_PATH) {
    if (request.method !== 'POST')
      return new Response('Method not allowed', { status: 405, headers: { allow: 'POST' } });
    return webhook(db, request);
  }
  if (pathname.startsWith(SANDBOX_PREFIX)) {
    const id = decodeURIComponent(pathname.slice(SANDBOX_PREFIX.length));
    if (request.method === 'GET' || request.method === 'HEAD') return sandboxPage(db, id, pathname);
    if (request.method === 'POST') return sandboxSubmit(db, id, request);
    return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, POST' } });
  }
  return null;
}
