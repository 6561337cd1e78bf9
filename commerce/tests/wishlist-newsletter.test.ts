import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_COPY } from '../mail/copy';
import { backgroundSettled } from '../services/background';
import { startCommerce, type Harness } from './harness';
import { mailsTo, registeredCustomer, uniqueEmail } from './account-support';

let h: Harness;
let productIds: string[];
beforeAll(async () => {
  h = await startCommerce();
  const rows = await h.query<{ id: number }>(sql`SELECT id FROM products ORDER BY id LIMIT 3`);
  productIds = rows.map((row) => String(row.id));
});
afterAll(async () => h?.stop());

const WISHLIST = `query { getWishlist { customerId salesChannelId products { id sku name } } }`;
const ADD = `mutation A($id: ID!) { addToWishlist(productId: $id) { success } }`;
const REMOVE = `mutation R($id: ID!) { deleteFromWishlist(productId: $id) { success } }`;
const SUBSCRIBE = `mutation S($input: NewsletterInput!) { ttAddNewsletterMember(input: $input) }`;
const SETTINGS = `mutation N($hash: String!, $subscribed: Boolean) { newsletterSettings(hash: $hash, subscribed: $subscribed) { email subscribed status language } }`;

describe('wishlist (§4 Wishlist toggle, §7 getWishlist, addToWishlist, deleteFromWishlist)', () => {
  it('keeps an account’s products on the server, newest first, once each', async () => {
    const token = await registeredCustomer(h);
    for (const id of [productIds[0], productIds[1], productIds[0]])
      expect((await h.gql(ADD, { id }, { token })).data!.addToWishlist.success).toBe(true);
    const list = (await h.gql(WISHLIST, {}, { token })).data!.getWishlist;
    expect(list.salesChannelId).toBe('1');
    expect(list.products.map((product: { id: string }) => product.id)).toEqual([productIds[1], productIds[0]]);
    await h.gql(REMOVE, { id: productIds[1] }, { token });
    await h.gql(REMOVE, { id: productIds[1] }, { token });
    expect((await h.gql(WISHLIST, {}, { token })).data!.getWishlist.products).toHaveLength(1);
  });

  it('is for logged-in customers only; unknown products are refused; B never sees A’s list', async () => {
    expect((await h.gql(ADD, { id: productIds[0] })).code).toBe('NOT_LOGGED_IN');
    expect((await h.gql(WISHLIST, {})).code).toBe('NOT_LOGGED_IN');
    const a = await registeredCustomer(h);
    const b = await registeredCustomer(h);
    expect((await h.gql(ADD, { id: '999999999' }, { token: a })).code).toBe('PRODUCT_NOT_FOUND');
    expect((await h.gql(ADD, { id: 'x; drop' }, { token: a })).code).toBe('PRODUCT_NOT_FOUND');
    await h.gql(ADD, { id: productIds[2] }, { token: a });
    expect((await h.gql(WISHLIST, {}, { token: b })).data!.getWishlist.products).toEqual([]);
  });
});

describe('newsletter (§7 ttAddNewsletterMember, §2 /newsletter/einstellungen/{hash}/)', () => {
  const input = (email: string) => ({ email, firstname: 'Eva', lastname: 'Bos', gender: 'mrs', source: 'website' });
  const hashOf = (body: string) => /einstellungen\/(\w{48})\//.exec(body)![1]!;

  it('answers true for new and known addresses; the mail’s link confirms and unsubscribes', async () => {
    const email = uniqueEmail('news');
    expect((await h.gql(SUBSCRIBE, { input: input(email) })).data).toEqual({ ttAddNewsletterMember: true });
    const [mail] = await mailsTo(h, email);
    expect(mail!.subject).toBe(MAIL_COPY.nl.newsletter.subject);
    expect(mail!.body).toMatch(/^Beste Eva,\n[^]*\nhttp:\/\/nl\.localhost:3000\/newsletter\/einstellungen\/\w{48}\/\n/);
    const hash = hashOf(mail!.body);
    expect((await h.gql(SETTINGS, { hash })).data!.newsletterSettings).toMatchObject({
      subscribed: false,
      language: 'nl',
    });
    expect((await h.gql(SETTINGS, { hash, subscribed: true })).data!.newsletterSettings.subscribed).toBe(true);
    // A confirmed member signing up again gets no mail and keeps their data.
    expect((await h.gql(SUBSCRIBE, { input: { ...input(email), firstname: 'Mallory' } })).data).toEqual({
      ttAddNewsletterMember: true,
    });
    expect(await mailsTo(h, email)).toHaveLength(1);
    const settings = (await h.gql(SETTINGS, { hash, subscribed: false })).data!.newsletterSettings;
    expect(settings).toMatchObject({ subscribed: false, status: 'unsubscribed' });
    expect(settings.email).toMatch(/^ne\*\*\*@example\.com$/);
  });

  it('an unsubscribed address signed up again by anyone is not back on the list until its new link is used', async () => {
    const email = uniqueEmail('resub');
    await h.gql(SUBSCRIBE, { input: input(email) });
    const first = hashOf((await mailsTo(h, email))[0]!.body);
    await h.gql(SETTINGS, { hash: first, subscribed: true });
    await h.gql(SETTINGS, { hash: first, subscribed: false });

    await h.gql(SUBSCRIBE, { input: { ...input(email), firstname: 'Mallory' } });
    await expect.poll(async () => (await mailsTo(h, email)).length).toBe(2);
    const second = hashOf((await mailsTo(h, email)).at(-1)!.body);
    // The old link is void; the new one shows the address as not confirmed until it is used.
    expect((await h.gql(SETTINGS, { hash: first })).code).toBe('NEWSLETTER_LINK_INVALID');
    expect((await h.gql(SETTINGS, { hash: second })).data!.newsletterSettings).toMatchObject({
      subscribed: false,
      status: 'unconfirmed',
    });
    expect((await h.gql(SETTINGS, { hash: second, subscribed: true })).data!.newsletterSettings.status).toBe(
      'subscribed',
    );
  });

  it('validates the input on the server and refuses unknown links', async () => {
    const bad = await h.gql(SUBSCRIBE, { input: { email: 'nope', source: 'spam', gender: 'x' } });
    expect(bad.code).toBe('INVALID_INPUT');
    expect(bad.errors![0]!.extensions!.fields).toEqual(expect.arrayContaining(['email', 'source', 'gender']));
    expect((await h.gql(SETTINGS, { hash: 'a'.repeat(48) })).code).toBe('NEWSLETTER_LINK_INVALID');
    await backgroundSettled();
  });
});
