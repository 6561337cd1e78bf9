/**
 * A shop process placing guest orders one after another on the PGlite folder given as its argument, for
 * commerce/tests/crash-durability.test.ts, which kills it mid-write. After each order's answer (its
 * transaction committed) it prints `placed <order id>`. Runs until killed.
 */
import { ADD, ADDRESS, PLACE, purchasable, startCommerce, validAddress, variantFacts } from './harness';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: tsx commerce/tests/order-writer.ts <pglite folder>');

const h = await startCommerce({ dataDir });
const variants = purchasable(await variantFacts(h), 20);
console.log(`ready ${variants.length}`);
for (let round = 0; ; round += 1) {
  const variant = variants[round % variants.length]!;
  const add = await h.gql(ADD, { items: [{ referencedId: String(variant.id), type: 'product', quantity: 1 }] });
  const token = add.token!;
  await h.gql(ADDRESS, { input: validAddress('NL') }, { token });
  const placed = await h.gql<{ placeOrder: { id: string } }>(PLACE, {}, { token });
  if (placed.data?.placeOrder) console.log(`placed ${placed.data.placeOrder.id}`);
  else console.log(`refused ${placed.code}`);
}
