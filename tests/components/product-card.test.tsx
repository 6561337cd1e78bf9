// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddToCart } from '@/graphql/cart';
import { ProductCard } from '@/components/product/ProductCard';
import { ProductClickListener } from '@/components/analytics/ProductClickListener';
import { AddToCartPopup } from '@/components/cart/AddToCartPopup';
import { CardAddListener } from '@/components/product/CardAddListener';
import { CardAddProduct } from '@/graphql/card';
import { cart, cartLine, product, variant } from '../support/cart-fixture';
import { renderIsland } from '../support/render';

vi.mock('@/lib/apollo/browser-client', () => import('../support/browser-apollo-mock'));
vi.mock('@/lib/apollo/ApolloProvider', () => import('../support/browser-apollo-mock'));

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

afterEach(() => {
  delete window.dataLayer;
});

/** The add button's product query answered with `card` (a product of the cart fixture). */
function cardAnswer(card: ReturnType<typeof product>) {
  const { sku, url, brand, name, image, isOneSize, sizeAttributeName, comingSoonDate, variants } = card;
  return {
    request: { query: CardAddProduct, variables: { sku } },
    result: {
      data: {
        search: {
          __typename: 'SearchResult',
          productData: {
            __typename: 'ProductData',
            products: [
              {
                __typename: 'Product',
                sku,
                url,
                brand,
                name,
                image,
                isOneSize,
                sizeAttributeName,
                sizeTableId: 'shoes-women',
                comingSoonDate,
                variants,
              },
            ],
          },
        },
      },
    },
  };
}

const colour = (sku: string, name: string) => ({
  __typename: 'RelatedProduct' as const,
  name,
  url: `/rivoli-odile-pump-${sku}/`,
  image: `/media/products/${sku}/main-166x235.webp`,
  productNumber: sku,
  type: 'color_relation',
  active: true,
});

describe('product card (spec §2 Product card, §3 Labels)', () => {
  it("shows the sale label of the storefront's country, the marketing label and 'New'", () => {
    const onSale = product([variant('v1', '38', 4)], {
      isSale: true,
      discount: 30,
      price: 62.95,
      regular_price: 89.95,
      sale_label: { sac_nl: '-30%', sac_be: 'Solden -30%' },
      marketing_label: 'bestseller',
      isNew: true,
    });
    const { unmount } = renderIsland(<ProductCard product={onSale} locale="nl-BE" />);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Solden -30%');
    expect(card).toHaveTextContent('Bestseller');
    expect(card).toHaveTextContent('New');
    unmount();
    // No label for the country: the discount itself.
    renderIsland(<ProductCard product={{ ...onSale, sale_label: { sac_nl: '-30%' } }} locale="de-DE" />);
    expect(screen.getByRole('article')).toHaveTextContent('-30%');
  });

  it('links the other colours as named thumbnails, with a count beyond four', () => {
    const colours = ['100001.002', '100001.003', '100001.004', '100001.005', '100001.006'].map((sku, index) =>
      colour(sku, `Odile pump colour ${index}`),
    );
    renderIsland(<ProductCard product={product([], { relatedProducts: colours })} locale="en-GB" />);
    const list = screen.getByRole('list', { name: 'Also in these colours' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(colours.slice(0, 4).map((entry) => entry.url));
    expect(links[0]).toHaveAccessibleName('Odile pump colour 0');
    expect(screen.getByText('+1 more colour')).toBeInTheDocument();
  });

  it('adds a one-size product directly and opens the add-to-cart popup', async () => {
    const bag = product([variant('bag', 'One size', 5)], { isOneSize: true, name: 'Tote' });
    const added = cart([cartLine({ id: 'line-1', label: 'Tote', size: 'One size' })]);
    const { user } = renderIsland(
      <>
        <CardAddListener />
        <ProductCard product={bag} locale="en-GB" />
        <AddToCartPopup locale="en-GB" />
      </>,
      {
        mocks: [
          cardAnswer(bag),
          {
            request: {
              query: AddToCart,
              variables: { items: [{ referencedId: 'bag', type: 'product', quantity: 1 }] },
            },
            result: { data: { addToCart: added } },
          },
        ],
      },
    );
    await user.click(screen.getByRole('button', { name: 'Add Rivoli Tote to cart' }));
    expect(await screen.findByRole('dialog', { name: 'The item has been added to your shopping cart' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Select your size' })).toBeNull();
  });

  it('opens the size selection for a product with sizes, and sends a sold-out product to its page', async () => {
    const shoe = product([variant('v38', '38', 2), variant('v39', '39', 0)]);
    const { user, unmount } = renderIsland(
      <>
        <CardAddListener />
        <ProductCard product={shoe} locale="en-GB" />
      </>,
      { mocks: [cardAnswer(shoe)] },
    );
    await user.click(screen.getByRole('button', { name: 'Add Rivoli Odile pump to cart' }));
    expect(await screen.findByRole('dialog', { name: 'Select your size' })).toBeVisible();
    unmount();
    const soldOut = product([variant('v38', '38', 0)]);
    renderIsland(
      <>
        <CardAddListener />
        <ProductCard product={soldOut} locale="en-GB" />
      </>,
      { mocks: [cardAnswer(soldOut)] },
    );
    const followed = vi.fn((event: Event) => event.preventDefault());
    screen.getAllByRole('link')[0]!.addEventListener('click', followed);
    fireEvent.click(screen.getByRole('button', { name: 'Add Rivoli Odile pump to cart' }));
    await waitFor(() => expect(followed).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'Select your size' })).toBeNull();
  });

  it('pushes productClick with the product and its position when its link is followed', async () => {
    renderIsland(
      <>
        <ProductClickListener />
        <ProductCard product={product([], { price: 89.95 })} locale="en-GB" position={3} />
      </>,
    );
    const link = screen.getAllByRole('link')[0]!;
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(within(link).getByText('Odile pump'));
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual({
        event: 'productClick',
        currency: 'EUR',
        id: '100001.001',
        name: 'Odile pump',
        brand: 'Rivoli',
        variant: 'Cognac',
        price: 89.95,
        position: 3,
      }),
    );
  });
});
