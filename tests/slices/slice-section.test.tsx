// @vitest-environment jsdom
import '../support/render';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SliceSection, sliceHeadingId } from '@/components/content/SliceSection';

const slice = { id: 'faq$abc 1', slice_type: 'customer_service_contact', variation: 'default' };
const intro = [{ type: 'paragraph', text: 'We answer within a day.', spans: [] }] as never;
const link = { link_type: 'Web', url: 'https://example.com/help' } as never;

function renderSection(props: Partial<Parameters<typeof SliceSection>[0]> = {}, children: ReactNode = <p>Body</p>) {
  return render(
    <SliceSection slice={slice} {...props}>
      {children}
    </SliceSection>,
  );
}

describe('SliceSection (the frame of every content slice)', () => {
  it('names the section by its heading and marks slice type and variation', () => {
    const { container } = renderSection({ primary: { title: 'How can we help?', richtext: intro } });
    const region = screen.getByRole('region', { name: 'How can we help?' });
    expect(region).toHaveAttribute('data-slice-type', 'customer_service_contact');
    expect(region).toHaveAttribute('data-slice-variation', 'default');
    expect(region).not.toHaveAttribute('aria-label');
    const heading = screen.getByRole('heading', { level: 2, name: 'How can we help?' });
    // The id comes from the slice type (dashes) and the slice id, made safe for an id reference.
    expect(heading).toHaveAttribute('id', 'customer-service-contact-faq-abc-1');
    expect(region).toHaveAttribute('aria-labelledby', heading.id);
    // Heading, intro, then the slice's content.
    expect([...container.querySelector('section')!.children].map((child) => child.tagName)).toEqual(['H2', 'DIV', 'P']);
  });

  it('without a title takes the fallback label as its name, and without either stays unnamed', () => {
    renderSection({ primary: { title: null }, label: 'Social feed' });
    expect(screen.getByRole('region', { name: 'Social feed' })).not.toHaveAttribute('aria-labelledby');
    expect(screen.queryByRole('heading')).toBeNull();

    const { container } = renderSection({ primary: {} });
    const section = container.querySelector('section')!;
    expect(section).not.toHaveAttribute('aria-label');
    expect(section).not.toHaveAttribute('aria-labelledby');
  });

  it('reads the common fields from the slice unless given, with the id prefix and heading level asked for', () => {
    render(
      <SliceSection slice={{ ...slice, primary: { title: 'Spring' } }} idPrefix="hero" headingLevel="h1">
        {null}
      </SliceSection>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Spring' });
    expect(heading.id).toBe(sliceHeadingId('hero', slice.id));
  });

  it('shows the button only with both link and text, after the content', () => {
    const { container, rerender } = renderSection({
      primary: { button_text: 'Contact us', button_link: link },
      classes: { button: 'own' },
    });
    const button = screen.getByRole('link', { name: 'Contact us' });
    expect(button).toHaveClass('own');
    expect(container.querySelector('section')!.lastElementChild).toBe(button);

    rerender(
      <SliceSection slice={slice} primary={{ button_text: 'Contact us' }}>
        {null}
      </SliceSection>,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('wraps heading and intro in the header only when either is filled', () => {
    const { container, rerender } = renderSection({ primary: { title: 'Videos' }, classes: { header: 'header' } });
    expect(container.querySelector('.header > h2')).toHaveTextContent('Videos');
    rerender(
      <SliceSection slice={slice} primary={{}} classes={{ header: 'header' }}>
        {null}
      </SliceSection>,
    );
    expect(container.querySelector('.header')).toBeNull();
  });

  it('lets a render-prop child place heading and button inside its own layout', () => {
    const { container } = render(
      <SliceSection
        slice={slice}
        primary={{ title: 'Made to last', button_text: 'Read more', button_link: link }}
        className="block"
      >
        {({ heading, button }) => (
          <div className="panel">
            {heading}
            {button}
          </div>
        )}
      </SliceSection>,
    );
    expect(container.querySelector('section.block > .panel > h2')).toHaveTextContent('Made to last');
    expect(container.querySelector('section.block > .panel > a')).toHaveTextContent('Read more');
    expect(screen.getByRole('region', { name: 'Made to last' })).toBeInTheDocument();
  });

  it('adds the frame classes to the section and its parts, before the slice’s own', () => {
    const { container } = renderSection({
      frame: 'help',
      className: 'slice',
      classes: { intro: 'intro' },
      primary: { title: 'FAQ', richtext: intro },
    });
    const section = container.querySelector('section')!;
    expect(section.className).toMatch(/help.* slice$/);
    expect(section.querySelector('h2')!.className).toMatch(/helpTitle/);
    expect(section.querySelector('div')!.className).toMatch(/helpIntro.* intro$/);
  });
});
