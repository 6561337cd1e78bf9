import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerce, type Harness } from './harness';
import {
  CONFIRM,
  CONTEXT_FIELDS,
  ME,
  PASSWORD,
  REGISTER,
  linkOf,
  mailsTo,
  registeredCustomer,
  registration,
  uniqueEmail,
} from './account-support';

let h: Harness;
beforeAll(async () => {
  h = await startCommerce({ products: 20 });
});
afterAll(async () => h?.stop());

const UPDATE = `mutation U($input: UpdateCustomerInput!) { updateCustomer(input: $input) { ${CONTEXT_FIELDS} } }`;
const SUBSCRIBE = `mutation S($input: NewsletterInput!) { ttAddNewsletterMember(input: $input) }`;
const SETTINGS = `mutation N($hash: String!, $subscribed: Boolean) { newsletterSettings(hash: $hash, subscribed: $subscribed) { status } }`;
const NEWSLETTER_FLAG = `query { getCustomer { newsletter } }`;
const CHANGE_EMAIL = `mutation E($input: ChangeEmailInput!) { changeEmail(input: $input) { customer { email } } }`;

type Member = { source: string; language: string; confirmed: boolean; unsubscribed: boolean };
async function memberOf(email: string): Promise<Member | undefined> {
  const [row] = await h.query<Member>(
    sql`SELECT source, language, confirmed_at IS NOT NULL AS confirmed, unsubscribed_at IS NOT NULL AS unsubscribed
        FROM newsletter_members WHERE lower(email) = ${email.toLowerCase()}`,
  );
  return row;
}

describe('the account’s newsletter box and the newsletter list (§3 Customer newsletter, §7)', () => {
  it('a box ticked at registration puts the address on the list once the registration is confirmed', async () => {
    const email = uniqueEmail('news-member');
    await h.gql(REGISTER, { input: registration(email, { newsletter: true }) }, { store: 'DE' });
    expect(await memberOf(email)).toBeUndefined();
    const confirmed = await h.gql(CONFIRM, { hash: linkOf((await mailsTo(h, email)).at(-1)).hash }, { store: 'DE' });
    expect(confirmed.errors).toBeUndefined();
    expect(await memberOf(email)).toEqual({ source: 'webshop', language: 'de', confirmed: true, unsubscribed: false });
  });

  it('/customer/edit/ sends the list’s confirmation mail (the account’s email may have changed) and unsubscribes at once', async () => {
    const email = uniqueEmail('news-edit');
    const token = await registeredCustomer(h, email);
    expect(await memberOf(email)).toBeUndefined();
    expect((await h.gql(UPDATE, { input: { newsletter: true } }, { token })).errors).toBeUndefined();
    expect(await memberOf(email)).toMatchObject({ source: 'webshop', confirmed: false, unsubscribed: false });
    const mail = (await mailsTo(h, email)).find((m) => /einstellungen\//.test(m.body));
    const hash = /einstellungen\/(\w{48})\//.exec(mail!.body)![1]!;
    expect((await h.gql(SETTINGS, { hash, subscribed: true })).data!.newsletterSettings.status).toBe('subscribed');
    expect(await memberOf(email)).toMatchObject({ confirmed: true, unsubscribed: false });
    await h.gql(UPDATE, { input: { firstName: 'Anne' } }, { token });
    expect(await memberOf(email)).toMatchObject({ unsubscribed: false });
    await h.gql(UPDATE, { input: { newsletter: false } }, { token });
    expect(await memberOf(email)).toMatchObject({ unsubscribed: true });
    expect((await h.gql(NEWSLETTER_FLAG, {}, { token })).data!.getCustomer.newsletter).toBe(false);
  });

  it('a changed account email is not put on the list without its own confirmation', async () => {
    const token = await registeredCustomer(h, uniqueEmail('news-old'));
    const stranger = uniqueEmail('news-stranger');
    const changed = await h.gql(
      CHANGE_EMAIL,
      { input: { email: stranger, emailConfirmation: stranger, password: PASSWORD } },
      { token },
    );
    expect(changed.errors).toBeUndefined();
    await h.gql(UPDATE, { input: { newsletter: true } }, { token });
    expect(await memberOf(stranger)).toMatchObject({ confirmed: false });
  });

  it('the newsletter mail’s settings link updates the account’s box', async () => {
    const email = uniqueEmail('news-link');
    const token = await registeredCustomer(h, email);
    await h.gql(SUBSCRIBE, { input: { email, source: 'website' } });
    const mail = (await mailsTo(h, email)).find((m) => /einstellungen\//.test(m.body));
    const hash = /einstellungen\/(\w{48})\//.exec(mail!.body)![1]!;
    expect((await h.gql(NEWSLETTER_FLAG, {}, { token })).data!.getCustomer.newsletter).toBe(false);
    expect((await h.gql(SETTINGS, { hash, subscribed: true })).data!.newsletterSettings.status).toBe('subscribed');
    expect((await h.gql(NEWSLETTER_FLAG, {}, { token })).data!.getCustomer.newsletter).toBe(true);
    expect((await h.gql(SETTINGS, { hash, subscribed: false })).data!.newsletterSettings.status).toBe('unsubscribed');
    expect((await h.gql(ME, {}, { token })).errors).toBeUndefined();
    expect((await h.gql(NEWSLETTER_FLAG, {}, { token })).data!.getCustomer.newsletter).toBe(false);
  });
});
