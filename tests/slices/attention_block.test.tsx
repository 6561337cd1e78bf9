// @vitest-environment jsdom
import '../support/render';
import { render, screen, within } from '@testing-library/react';
import type { Content } from '@prismicio/client';
import { describe, expect, it } from 'vitest';
import AttentionBlock from '@/slices/attention_block';
import mocks from '@/slices/attention_block/mocks.json';
import { sliceProps } from './content-slice-support';

const mock = mocks[0] as unknown as Content.AttentionBlockSlice;
const withPrimary = (primary: object) =>
  ({ ...mock, primary: { ...mock.primary, ...primary } }) as Content.AttentionBlockSlice;

describe('attention block slice (spec §2, §3 attention block items label, content)', () => {
  it('renders the notice with heading, text, label/content pairs and its button from the mocks', () => {
    const { container } = render(<AttentionBlock {...sliceProps(mock)} />);
    const region = screen.getByRole('region', { name: 'Ordering for the holidays?' });
    expect(region).toHaveAttribute('data-slice-type', 'attention_block');
    expect(screen.getByText(/Order in time and your gifts arrive before Christmas/)).toBeInTheDocument();
    const terms = within(region).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['Last order date', 'Returns', 'Customer service']);
    expect(within(region).getAllByRole('definition')[0]).toHaveTextContent(
      'Order before Friday 19 December, 23:59, for delivery before Christmas.',
    );
    expect(screen.getByRole('link', { name: 'Delivery information' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/customer-service\/delivery\/?$/),
    );
    // The megaphone is decoration.
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('skips incomplete items and renders nothing when no item has both label and content', () => {
    const partial = {
      ...mock,
      items: [
        { label: 'Returns', content: [] },
        { label: '', content: [{ type: 'paragraph', text: 'Content without a label.', spans: [] }] },
        mock.items[0],
      ],
    } as unknown as Content.AttentionBlockSlice;
    render(<AttentionBlock {...sliceProps(partial)} />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Last order date']);
    expect(screen.queryByText('Content without a label.')).toBeNull();

    const { container } = render(<AttentionBlock {...sliceProps({ ...partial, items: partial.items.slice(0, 2) })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('works without a heading and shows the button only with both link url and text', () => {
    render(<AttentionBlock {...sliceProps(withPrimary({ title: null, button_text: '' }))} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getAllByRole('term')).toHaveLength(3);
    expect(screen.queryByRole('link')).toBeNull();
    render(<AttentionBlock {...sliceProps(withPrimary({ button_link: { link_type: 'Any' } }))} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
