// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Content } from '@prismicio/client';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddToCart } from '@/components/product/AddToCart';
import { SizeAdvice, SizeChart } from '@/components/product/SizeChart';
import { toSizeTable } from '@/lib/product/size-table';
import { product, variant } from '../support/cart-fixture';
import { renderIsland } from '../support/render';

vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));
vi.mock('@/lib/apollo/ApolloProvider', () => import('../support/browser-apollo-mock'));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

/** A size table document of the demo content. */
function document(uid: string, lang: string): Content.SizeTableDocument {
  const file = path.resolve(import.meta.dirname, `../../content/documents/size_table/${uid}.${lang}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Content.SizeTableDocument;
}

describe('size table (spec §3 Size table)', () => {
  it('takes its rows from the first slice and keeps the advice', () => {
    const table = toSizeTable(document('shoes-women', 'en-gb'))!;
    expect(table.id).toBe('shoes-women');
    expect(table.title).toBe("Size chart women's shoes");
    expect(table.rows[0]).toEqual({ eu: '36', us: '5.5', uk: '3.5', cm: '22.9' });
    expect(table.rows).toHaveLength(7);
    expect(table.advice?.[0]).toMatchObject({ type: 'paragraph' });
  });

  it('is null without a document, without rows, or when the first slice is something else', () => {
    const doc = document('clothing', 'nl-nl');
    expect(toSizeTable(null)).toBeNull();
    expect(toSizeTable({ ...doc, data: { ...doc.data, slices: [] } })).toBeNull();
    const empty = { ...doc.data.slices[0]!, items: [{ size_eu: '', size_us: '4', size_uk: '8', size_cm: '84' }] };
    expect(toSizeTable({ ...doc, data: { ...doc.data, slices: [empty] } } as Content.SizeTableDocument)).toBeNull();
    const advice = toSizeTable({ ...doc, data: { ...doc.data, advice: [] } })!;
    expect(advice.advice).toBeNull();
  });
});

describe('size chart modal (spec §2)', () => {
  it('opens from its trigger with the columns EU, US, UK, CM and the rows of the table; focus returns', async () => {
    const table = toSizeTable(document('shoes-men', 'en-gb'));
    const { user } = renderIsland(<SizeChart owner="100010.001" table={table} />);
    expect(screen.getByText('Size advice')).toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Size chart' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: "Size chart men's shoes" });
    expect(dialog).toHaveAttribute('open');
    const chart = within(dialog).getByRole('table');
    expect(
      within(chart)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['EU', 'US', 'UK', 'CM']);
    const rows = within(chart).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('40');
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['7', '6.5', '25.4']);
    await user.keyboard('{Escape}');
    act(() => (dialog as HTMLDialogElement).close());
    expect(trigger).toHaveFocus();
  });

  it('has no trigger and no modal without a size table', () => {
    const { container } = renderIsland(<SizeChart owner="100006.001" table={null} />);
    expect(container.querySelector('dialog')).toBeNull();
    expect(container.querySelector('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Size chart' })).toBeNull();
  });

  it('shows the advice and the trigger in the size-selection modal, which hands over to the chart', async () => {
    const table = toSizeTable(document('shoes-women', 'en-gb'));
    const shoe = product([variant('v38', '38', 4), variant('v39', '39', 9)]);
    const { user } = renderIsland(
      <>
        <AddToCart
          product={shoe}
          sizeAttributeName="size"
          upsell={[]}
          sizeAdvice={<SizeAdvice table={table} />}
          sizeChartLabel="Size chart"
        />
        <SizeChart owner={shoe.sku} table={table} />
      </>,
    );
    const add = screen.getByTestId('add-to-cart');
    await user.click(add);
    const sizes = await screen.findByRole('dialog', { name: 'Select your size' });
    expect(sizes).toHaveTextContent('In between two sizes? Choose the larger one.');
    await user.click(within(sizes).getByRole('button', { name: 'Size chart' }));
    expect(sizes).not.toHaveAttribute('open');
    const chart = screen.getByRole('dialog', { name: "Size chart women's shoes" });
    expect(chart).toHaveAttribute('open');
    await user.click(within(chart).getByRole('button', { name: 'Close' }));
    expect(add).toHaveFocus();
  });

  it('has no size chart trigger in the size-selection modal without a size table', async () => {
    const { user } = renderIsland(
      <AddToCart
        product={product([variant('v38', '38', 4)])}
        sizeAttributeName="size"
        upsell={[]}
        sizeChartLabel={null}
      />,
    );
    await user.click(screen.getByTestId('add-to-cart'));
    expect(
      within(await screen.findByRole('dialog', { name: 'Select your size' })).queryByRole('button', {
        name: 'Size chart',
      }),
    ).toBeNull();
  });
});
