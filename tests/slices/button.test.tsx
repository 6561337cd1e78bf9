// @vitest-environment jsdom
import '../support/render';
import { render, screen } from '@testing-library/react';
import type { Content } from '@prismicio/client';
import { describe, expect, it } from 'vitest';
import Button from '@/slices/button';
import mocks from '@/slices/button/mocks.json';
import buttons from '@/components/ui/Button.module.css';
import contentButtons from '@/components/content/ContentButton.module.css';
import { sliceProps } from './content-slice-support';

const [centred, textLink] = mocks as unknown as Content.ButtonSlice[];
const withPrimary = (primary: object) =>
  ({ ...centred, primary: { ...centred!.primary, ...primary } }) as Content.ButtonSlice;

describe('button slice (spec §2 button; buttons need both link url and text)', () => {
  it('renders its mocks: a centred call-to-action button and a left-aligned text link', () => {
    const { container } = render(<Button {...sliceProps(centred)} />);
    const link = screen.getByRole('link', { name: 'Shop all new arrivals' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/women\/new\/?$/));
    expect(link).toHaveClass(buttons.primary!);
    const root = container.querySelector('[data-slice-type="button"]');
    expect(root).toHaveAttribute('data-align', 'center');

    const second = render(<Button {...sliceProps(textLink)} />);
    expect(screen.getByRole('link', { name: 'Read our size guide' })).toHaveClass(contentButtons.textLink!);
    expect(second.container.querySelector('[data-slice-type="button"]')).toHaveAttribute('data-align', 'left');
  });

  it('opens an external link in a new tab without opener and falls back to left for an unknown alignment', () => {
    const { container } = render(
      <Button
        {...sliceProps(withPrimary({ button_link: { link_type: 'Web', url: 'https://example.com/' }, alignment: 'x' }))}
      />,
    );
    expect(screen.getByRole('link', { name: 'Shop all new arrivals' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.firstElementChild).toHaveAttribute('data-align', 'left');
  });

  it('renders nothing without url or without text', () => {
    expect(render(<Button {...sliceProps(withPrimary({ button_text: '' }))} />).container).toBeEmptyDOMElement();
    expect(render(<Button {...sliceProps(withPrimary({ button_text: '   ' }))} />).container).toBeEmptyDOMElement();
    expect(
      render(<Button {...sliceProps(withPrimary({ button_link: { link_type: 'Any' } }))} />).container,
    ).toBeEmptyDOMElement();
  });
});
