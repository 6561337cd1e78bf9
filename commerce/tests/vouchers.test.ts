import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADD, GET_CART, PLACE, startShop, type Harness, type VariantFact } from './harness';
import { DeleteCartItem } from '../../graphql/cart';
import { LOGIN, PASSWORD, registeredCustomer, uniqueEmail } from './account-support';
import { addProduct, checkoutReady, purchasable } from './checkout-support';

let h: Harness;
let facts: VariantFact[];
beforeAll(async () => {
  ({ h, facts } = await startShop());
});
afterAll(async () => h?.stop());

const plenty = (skip = 0) => purchasable(facts, 25)[skip]!;

let barcodeCounter = 0;
/** A 10 euro voucher of the account with `email`, valid today. */
async function giveVoucher(email: string, overrides: { minPurchaseCents?: number } = {}) {
  barcodeCounter += 1;
  const barcode = `2900000${String(barcodeCounter).padStart(6, '0')}`;
  await h.query(sql`INSERT INTO vouchers (customer_id, barcode, value_cents, min_purchase_cents, valid_from, valid_until)
    SELECT id, ${barcode}, 1000, ${overrides.minPurchaseCents ?? 0}, current_date - 1, current_date + 180 FROM customers WHERE lower(email) = ${email} AND guest = false`);
  return barcode;
}

const addPromotion = (barcode: string, token: string | null) =>
  h.gql(ADD, { items: [{ referencedId: barcode, type: 'promotion', quantity: 1 }] }, { token });

describe('club vouchers in the cart (§3 Voucher, §7 item removal)', () => {
  it('shows as a promotion line lowering the total, and goes with item removal', async () => {
    const email = uniqueEmail();
    const token = await registeredCustomer(h, email);
    const barcode = await giveVoucher(email);
    await addProduct(h, plenty().id, { token });
    const before = (await h.gql(GET_CART, {}, { token })).data!.getCart;
    const added = await addPromotion(barcode, token);
    expect(added.errors).toBeUndefined();
    // Spec §5: the answer to the add says promotion-discount-added (shown as a success).
    expect(added.data!.addToCart.errors.map((error: { messageKey: string }) => error.messageKey)).toContain(
      'promotion-discount-added',
    );
    const after = (await h.gql(GET_CART, {}, { token })).data!.getCart;
    const promotion = after.items.find((item: { type: string }) => item.type === 'promotion');
    expect(promotion).toMatchObject({ referencedId: barcode, quantity: 1, price: { totalPrice: -10 } });
    expect(after.price.totalPrice).toBeCloseTo(before.price.totalPrice - 10, 2);

    const removed = (await h.gql(DeleteCartItem, { id: promotion.id }, { token })).data!.deleteCartItem;
    expect(removed.items.map((item: { type: string }) => item.type)).toEqual(['product']);
    expect(removed.price.totalPrice).toBeCloseTo(before.price.totalPrice, 2);
  });

  it('is refused to guests, for someone else’s voucher, and for an unknown barcode', async () => {
    const owner = uniqueEmail('owner');
    await registeredCustomer(h, owner);
    const barcode = await giveVoucher(owner);
    const guest = await addProduct(h, plenty().id);
    expect((await addPromotion(barcode, guest.token)).code).toBe('NOT_LOGGED_IN');
    const thief = await registeredCustomer(h);
    expect((await addPromotion(barcode, thief)).code).toBe('VOUCHER_NOT_AVAILABLE');
    expect((await addPromotion('1234567890123', thief)).code).toBe('VOUCHER_NOT_AVAILABLE');
  });

  it('counts only from its minimum purchase', async () => {
    const email = uniqueEmail();
    const token = await registeredCustomer(h, email);
    const barcode = await giveVoucher(email, { minPurchaseCents: 1_000_000 });
    await addProduct(h, plenty().id, { token });
    const added = (await addPromotion(barcode, token)).data!.addToCart;
    const keys = added.errors.map((error: { messageKey: string }) => error.messageKey);
    // The shopper is told why the voucher does not count, and is not told it was added.
    expect(keys).toContain('promotion-minimum-not-reached');
    expect(keys).not.toContain('promotion-discount-added');
    const cart = (await h.gql(GET_CART, {}, { token })).data!.getCart;
    expect(cart.items.map((item: { type: string }) => item.type)).toEqual(['product']);
  });

  it('twenty checkouts racing with one voucher redeem it once; the others are told and lose nothing else', async () => {
    const email = uniqueEmail('racer');
    await registeredCustomer(h, email);
    const barcode = await giveVoucher(email);
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) tokens.push((await h.gql(LOGIN, { u: email, p: PASSWORD })).token!);
    const variant = plenty(1);
    const stockBefore = Number(
      (await h.query<{ stock: number }>(sql`SELECT stock FROM variants WHERE id = ${variant.id}`))[0]!.stock,
    );
    for (const token of tokens) {
      await checkoutReady(h, variant.id, { token });
      expect((await addPromotion(barcode, token)).errors).toBeUndefined();
    }
    const results = await Promise.all(tokens.map((token) => h.gql(PLACE, {}, { token })));
    const placed = results.filter((result) => !result.errors);
    expect(placed).toHaveLength(1);
    expect(results.filter((result) => result.code === 'VOUCHER_NOT_AVAILABLE')).toHaveLength(19);
    const redeemed = await h.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM vouchers WHERE barcode = ${barcode} AND redeemed_order_id IS NOT NULL`,
    );
    expect(redeemed[0]!.n).toBe(1);
    const stockAfter = Number(
      (await h.query<{ stock: number }>(sql`SELECT stock FROM variants WHERE id = ${variant.id}`))[0]!.stock,
    );
    expect(stockAfter).toBe(stockBefore - 1);
    // A losing cart keeps its product, drops the voucher and can be placed at the full price.
    const loser = tokens[results.findIndex((result) => result.code === 'VOUCHER_NOT_AVAILABLE')]!;
    const cart = (await h.gql(GET_CART, {}, { token: loser })).data!.getCart;
    expect(cart.items).toHaveLength(1);
    expect((await h.gql(PLACE, {}, { token: loser })).errors).toBeUndefined();
  });
});
