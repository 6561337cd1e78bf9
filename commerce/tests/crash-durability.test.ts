/**
 * The embedded database survives a crash (PGlite, one process): a shop process placing orders is killed
 * with SIGKILL in the middle of its writes, again and again; each time the folder opens again, and every
 * order the process had seen committed is there with its lines, its stock taken and nothing half-written.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orderedUnits, startCommerce, stockLevels } from './harness';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-crash-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/**
 * Starts the order writer on `dataDir`, lets it place `orders` orders (answered, so committed) and kills it
 * with SIGKILL a moment into the next one. Returns the ids of the orders it saw placed.
 */
function placeAndKill(dataDir: string, orders: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'commerce/tests/order-writer.ts', dataDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, DATABASE_URL: '', SMTP_URL: '' },
    });
    const placed: string[] = [];
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) {
        const id = /^placed (\S+)$/.exec(line)?.[1];
        if (id) placed.push(id);
        // Killed while the next order's writes are under way, at a different moment each round.
        if (placed.length === orders) setTimeout(() => child.kill('SIGKILL'), 5 + Math.random() * 40);
      }
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) =>
      signal === 'SIGKILL' ? resolve(placed) : reject(new Error(`order writer ended without being killed`)),
    );
  });
}

// PGlite's own durability: the run of these tests on a PostgreSQL server (DATABASE_URL) leaves it out.
describe.runIf(!process.env.DATABASE_URL)('a shop process killed while it writes (PGlite)', () => {
  it('leaves every committed order intact, with its lines and stock, each time the folder opens again', async () => {
    const dataDir = path.join(scratch, 'pglite');
    const committed: string[] = [];
    for (let round = 0; round < 3; round += 1) committed.push(...(await placeAndKill(dataDir, 4)));
    expect(committed.length).toBeGreaterThanOrEqual(12);

    let stockAfter = new Map<number, number>();
    let ordered = new Map<number, number>();
    const h = await startCommerce({ dataDir });
    try {
      const orders = await h.query<{ id: string; lines: number; quantity: number }>(
        sql`SELECT o.id, count(l.id)::int AS lines, coalesce(sum(l.quantity), 0)::int AS quantity
            FROM orders o LEFT JOIN order_line_items l ON l.order_id = o.id AND l.type = 'article'
            GROUP BY o.id`,
      );
      const byId = new Map(orders.map((order) => [order.id, order]));
      for (const id of committed) expect(byId.get(id), `order ${id}`).toMatchObject({ lines: 1, quantity: 1 });
      // Nothing half-written: every order has its article line, whatever moment the kill hit.
      for (const order of orders.filter((row) => !committed.includes(row.id) && row.lines === 0))
        expect.soft(order, 'an order without lines').toBeUndefined();
      stockAfter = await stockLevels(h);
      ordered = await orderedUnits(h);
    } finally {
      await h.stop();
    }
    // Every unit of stock taken is a new order's line, and no more (the seed, its demo orders included, is
    // the same every time).
    const seeded = await startCommerce();
    try {
      const [stockBefore, orderedBefore] = [await stockLevels(seeded), await orderedUnits(seeded)];
      for (const [id, before] of stockBefore) {
        const newlyOrdered = (ordered.get(id) ?? 0) - (orderedBefore.get(id) ?? 0);
        expect(before - stockAfter.get(id)!, `variant ${id}`).toBe(newlyOrdered);
      }
    } finally {
      await seeded.stop();
    }
  });
});
