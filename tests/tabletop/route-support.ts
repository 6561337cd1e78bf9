import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { getDb } from '@/commerce/index';
import { backgroundSettled } from '@/commerce/services/background';
import { rowsOf } from '@/commerce/services/common';
import { POST as bffPost } from '@/app/api/graphql/[[...path]]/route';
import { POST as staffPost } from '@/app/api/tabletop/staff/route';
import { GET as checkGet, POST as endVisitPost } from '@/app/api/tabletop/session/route';
import { COOKIES } from '@/lib/stores';
import { botCheckHeadersFor } from '../bot-check/solve';

/**
 * The tabletop route handlers called as Next calls them, against the embedded back end: requests on
 * the Dutch host (`nl.localhost:3000`, store NL as proxy.ts stamps it) and a small cookie jar.
 */

export const ORIGIN = 'http://nl.localhost:3000';
export const DEMO_PIN = '246810';
export const PASSWORD = 'correct horse 42';

let ipCounter = 0;
/** A new client address for each call that is rate-limited per IP. */
export const nextIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`;

function headers(init: { cookie?: string; site?: string; ip?: string; contentType?: string }): Headers {
  const result = new Headers({
    host: 'nl.localhost:3000',
    'x-store-key': 'NL',
    'x-forwarded-for': init.ip ?? nextIp(),
  });
  if (init.cookie) result.set('cookie', init.cookie);
  if (init.site) result.set('sec-fetch-site', init.site);
  if (init.contentType) result.set('content-type', init.contentType);
  return result;
}

/** `POST /api/tabletop/staff` with a form body, from the shop's own page unless `site` says otherwise. */
export function staff(form: Record<string, string>, { cookie = '', site = 'same-origin', ip = nextIp() } = {}) {
  return staffPost(
    new NextRequest(`${ORIGIN}/api/tabletop/staff`, {
      method: 'POST',
      headers: headers({ cookie, site, ip, contentType: 'application/x-www-form-urlencoded' }),
      body: new URLSearchParams(form).toString(),
    }),
  );
}

/** `GET /api/tabletop/session`: the tablet's session check. */
export function check(cookie = '') {
  return checkGet(new NextRequest(`${ORIGIN}/api/tabletop/session`, { headers: headers({ cookie }) }));
}

/** `POST /api/tabletop/session`: 'End my visit' (JSON from the controller, or the finish page's form). */
export function endVisit({ cookie = '', site = 'same-origin', form = false } = {}) {
  return endVisitPost(
    new NextRequest(`${ORIGIN}/api/tabletop/session`, {
      method: 'POST',
      headers: headers({
        cookie,
        site,
        contentType: form ? 'application/x-www-form-urlencoded' : 'application/json',
      }),
      body: form ? '' : '{}',
    }),
  );
}

function withBotCheck(base: Headers, extra: Record<string, string>): Headers {
  for (const [name, value] of Object.entries(extra)) base.set(name, value);
  return base;
}

/** `POST /api/graphql` (the BFF), an ad-hoc document as development allows, with a solved bot check when it needs one. */
export async function gql(
  query: string,
  variables: Record<string, unknown> = {},
  { cookie = '', ip = nextIp() } = {},
): Promise<{ response: Response; body: { data?: Record<string, unknown> | null; errors?: { message: string }[] } }> {
  const response = await bffPost(
    new NextRequest(`${ORIGIN}/api/graphql`, {
      method: 'POST',
      headers: withBotCheck(headers({ cookie, ip, contentType: 'application/json' }), await botCheckHeadersFor(query)),
      body: JSON.stringify({ query, variables }),
    }),
    { params: Promise.resolve({ path: undefined }) },
  );
  return { response, body: (await response.clone().json()) as never };
}

/**
 * A staff call to the embedded session service's REST through the BFF's pass-through
 * (`POST /api/graphql/tabletop/sessions/{id}/{action}`).
 */
export function sessionRest(id: string, action: 'close' | 'revoke', pin: string) {
  const path = ['tabletop', 'sessions', id, action];
  return bffPost(
    new NextRequest(`${ORIGIN}/api/graphql/${path.join('/')}`, {
      method: 'POST',
      headers: headers({ contentType: 'application/json' }),
      body: JSON.stringify({ pin }),
    }),
    { params: Promise.resolve({ path }) },
  );
}

/** The Set-Cookie header of `name` in a response, if any. */
export const setCookieOf = (response: Response, name: string) =>
  response.headers.getSetCookie().find((header) => header.startsWith(`${name}=`));

/** The value a response sets for cookie `name` (undefined when it sets none). */
export const cookieOf = (response: Response, name: string) =>
  setCookieOf(response, name)
    ?.split(';')[0]
    ?.slice(name.length + 1);

/** Whether the response expires cookie `name` (empty value, Max-Age=0). */
export const expires = (response: Response, name: string) => {
  const header = setCookieOf(response, name);
  return header !== undefined && cookieOf(response, name) === '' && /;\s*Max-Age=0(;|$)/i.test(header);
};

/** A browser's cookies: set from responses (expired ones removed), sent as one header. */
export class Jar {
  readonly cookies = new Map<string, string>();
  constructor(initial: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(initial)) this.cookies.set(name, value);
  }
  take(response: Response): this {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /;\s*Max-Age=0(;|$)/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }
  get(name: string) {
    return this.cookies.get(name);
  }
  get header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A store's reference and branch code, straight from the database. */
export async function storeOf(branchCode: string): Promise<{ reference: string; branch_code: string }> {
  const [row] = rowsOf<{ reference: string; branch_code: string }>(
    await (
      await getDb()
    ).execute(sql`SELECT reference, branch_code FROM physical_stores WHERE branch_code = ${branchCode}`),
  );
  return row!;
}

/** Starts tabletop mode for the store with `branchCode` on a tablet (a new jar unless one is given). */
export async function startTablet(branchCode = 'NL01', jar = new Jar()) {
  const { reference } = await storeOf(branchCode);
  const response = await staff({ action: 'start', location: reference, pin: DEMO_PIN }, { cookie: jar.header });
  if (response.status !== 303 || response.headers.get('location') !== '/')
    throw new Error(`start failed: ${response.status} ${response.headers.get('location')}`);
  jar.take(response);
  return { jar, id: jar.get(COOKIES.tabletopSession)!, response };
}

/** A confirmed account, registered and confirmed through the BFF. */
export async function confirmedAccount(email: string): Promise<void> {
  await gql('mutation R($input: RegisterCustomerInput!) { registerCustomer(input: $input) { customer { id } } }', {
    input: { salutationId: 'mr', firstName: 'Jan', lastName: 'Smit', email, password: PASSWORD },
  });
  await backgroundSettled();
  const [mail] = rowsOf<{ body: string }>(
    await (await getDb()).execute(sql`SELECT body FROM outbox_mails WHERE "to" = ${email} ORDER BY id DESC`),
  );
  const hash = /finish\/(\w{48})\//.exec(mail!.body)![1]!;
  const confirmed = await gql('mutation C($h: String!) { confirmRegistration(hash: $h) { customer { id } } }', {
    h: hash,
  });
  if (confirmed.body.errors) throw new Error(`confirmation failed: ${confirmed.body.errors[0]!.message}`);
}

/** Logs `email` in through the BFF with the jar's cookies, and keeps the new ones. */
export async function login(jar: Jar, email: string): Promise<void> {
  const { response, body } = await gql(
    'mutation L($u: String!, $p: String!) { login(username: $u, password: $p) { customer { email } } }',
    { u: email, p: PASSWORD },
    { cookie: jar.header },
  );
  if (body.errors) throw new Error(`login failed: ${body.errors[0]!.message}`);
  jar.take(response);
}

/** The customer the context token cookie `token` authorises at the BFF: its email, null, or the error. */
export async function customerOf(token: string): Promise<string | null> {
  const { body } = await gql('query { getCustomer { email } }', {}, { cookie: `${COOKIES.contextToken}=${token}` });
  if (body.errors?.length) return `error: ${body.errors[0]!.message}`;
  return (body.data?.getCustomer as { email: string } | null)?.email ?? null;
}
