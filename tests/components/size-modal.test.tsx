// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddToCart } from '@/graphql/cart';
import { AddToCart as AddToCartButton } from '@/components/product/AddToCart';
import { LazyAddToCartPopup } from '@/components/cart/LazyAddToCartPopup';
import { cart, cartLine, product, variant } from '../support/cart-fixture';
import { renderIsland } from '../support/render';
import fr from '@/messages/fr.json';

vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));
vi.mock('@/lib/apollo/ApolloProvider', () => import('../support/browser-apollo-mock'));

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

const variants = [
  variant('v36', '36', 0),
  variant('v37', '37', 1),
  variant('v38', '38', 3),
  variant('v39', '39', 12),
  variant('v40', '40', 8, '2 weeks'),
];

function addMock(variantId: string, result: { data?: Record<string, unknown> | null; error?: Error }) {
  return {
    request: { query: AddToCart, variables: { items: [{ referencedId: variantId, type: 'product', quantity: 1 }] } },
    ...(result.error ? { error: result.error } : { result: { data: result.data } }),
  };
}

describe('size-selection modal (spec §2, §4 Size option display)', () => {
  it('shows each size with its state', async () => {
    const { user } = renderIsland(<AddToCartButton product={product(variants)} sizeAttributeName="size" upsell={[]} />);
    await user.click(screen.getByTestId('add-to-cart'));
    const dialog = await screen.findByRole('dialog', { name: 'Select your size' });
    const option = (size: string) => within(dialog).getByText(size, { selector: 'span' }).closest('button')!;
    expect(option('36')).toHaveTextContent('Sold out · Mail me');
    expect(option('37')).toHaveTextContent('Last item');
    expect(option('38')).toHaveTextContent('Just a few left');
    expect(option('39')).toHaveTextContent(/^39$/);
    expect(option('40')).toHaveTextContent('Pre Order 2 weeks');
  });

  it('adds one unit of the chosen size, opens the popup, and returns focus to the add button when it closes', async () => {
    const added = cart([cartLine({ id: 'line-1', label: 'Odile pump', size: '39' })]);
    const { container, user } = renderIsland(
      <>
        <AddToCartButton product={product(variants)} sizeAttributeName="size" upsell={[]} />
        <LazyAddToCartPopup locale="en-GB" />
      </>,
      { mocks: [addMock('v39', { data: { addToCart: added } })] },
    );
    // The shop frame's popup loads on the first add: nothing of it before.
    expect(container.querySelector('#added-popup-title')).toBeNull();
    const button = screen.getByTestId('add-to-cart');
    await user.click(button);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Select your size' }))
        .getByText('39')
        .closest('button')!,
    );
    const popup = await screen.findByRole('dialog', { name: 'The item has been added to your shopping cart' });
    expect(popup).toHaveTextContent('Rivoli Odile pump · size 39');
    expect(screen.queryByRole('dialog', { name: 'Select your size' })).toBeNull();
    await user.click(within(popup).getByRole('button', { name: 'Continue shopping' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('keeps the modal open with a translated message when the add fails', async () => {
    const { user } = renderIsland(
      <AddToCartButton product={product(variants)} sizeAttributeName="size" upsell={[]} />,
      {
        mocks: [addMock('v39', { data: null, error: undefined }), addMock('v38', { error: new Error('offline') })],
      },
    );
    await user.click(screen.getByTestId('add-to-cart'));
    const dialog = await screen.findByRole('dialog', { name: 'Select your size' });
    await user.click(within(dialog).getByText('38').closest('button')!);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it("opens 'Mail me' for a sold-out size, which closes the size modal (spec §4 Notify modal)", async () => {
    const { user } = renderIsland(<AddToCartButton product={product(variants)} sizeAttributeName="size" upsell={[]} />);
    await user.click(screen.getByTestId('add-to-cart'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Select your size' }))
        .getByText('36')
        .closest('button')!,
    );
    expect(screen.queryByRole('dialog', { name: 'Select your size' })).toBeNull();
    // The 'Mail me' modal loads on first use (next/dynamic).
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Rivoli Odile pump · size 36'));
  });

  it("names a shoe's size 'pointure' in the French 'Mail me' modal", async () => {
    const { user } = renderIsland(
      <AddToCartButton
        product={{ ...product(variants), sizeTableId: 'shoes-women' }}
        sizeAttributeName="pointure"
        upsell={[]}
      />,
      { locale: 'fr', messages: fr },
    );
    await user.click(screen.getByTestId('add-to-cart'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByText('36', { selector: 'span' }).closest('button')!);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Rivoli Odile pump · pointure 36'));
  });

  it("marks a size only stores hold 'Only in stores' and offers 'Mail me' for delivery", async () => {
    const storesOnly = [
      { ...variant('v36', '36', 0), storeAvailableStock: 2 },
      { ...variant('v37', '37', 0), storeAvailableStock: 0 },
    ];
    const { user } = renderIsland(
      <AddToCartButton product={product(storesOnly)} sizeAttributeName="size" upsell={[]} />,
    );
    const button = screen.getByTestId('add-to-cart');
    expect(button).toHaveTextContent('Only in stores – mail me');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Select your size' });
    const option = (size: string) => within(dialog).getByText(size, { selector: 'span' }).closest('button')!;
    expect(option('36')).toHaveTextContent('Only in stores · Mail me');
    expect(option('37')).toHaveTextContent('Sold out · Mail me');
    await user.click(option('36'));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Rivoli Odile pump · size 36'));
  });
});
