// @vitest-environment jsdom
import '../support/render';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Content } from '@prismicio/client';
import { describe, expect, it, vi } from 'vitest';
import Faq from '@/slices/faq';
import { faqJsonLd, matchesQuery } from '@/slices/faq/faq';
import mocks from '@/slices/faq/mocks.json';
import { sliceProps } from './content-slice-support';

vi.mock('next-intl/server', () => import('./content-slice-support'));

const mock = mocks[0] as unknown as Content.FaqSlice;
const paragraph = (text: string) => [{ type: 'paragraph', text, spans: [] }];

function withItems(items: { category?: string | null; question: string | null; answer: unknown[] }[], primary = {}) {
  return {
    ...mock,
    primary: { ...mock.primary, ...primary },
    items: items.map((item) => ({ category: null, ...item })),
  } as unknown as Content.FaqSlice;
}

async function renderFaq(slice: Content.FaqSlice) {
  const element = await Faq(sliceProps(slice));
  const user = userEvent.setup();
  const view = render(<>{element}</>);
  // The accordion is its own chunk (LazyFaqAccordion): let it replace its Suspense fallback.
  await act(() => import('@/slices/faq/FaqAccordion'));
  return { user, ...view };
}

const question = (name: string) => screen.getByRole('button', { name });
const categories = () => within(screen.getByRole('group', { name: 'Categories' })).getAllByRole('button');

describe('faq slice (spec §2, §3 FAQ items, §4 FAQ, §5 FAQ search)', () => {
  it('renders heading, intro, search field, categories and collapsed questions from its mocks', async () => {
    const { container } = await renderFaq(mock);
    expect(screen.getByRole('region', { name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByText(/Our customer service is happy to help/)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the questions' })).toHaveAttribute(
      'placeholder',
      'Looking for something?',
    );
    expect(categories().map((button) => button.textContent)).toEqual([
      'Orders and delivery',
      'Returns',
      'Payment',
      'Club',
    ]);
    // Questions are h3 below the slice's h2, all closed.
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'When will my order arrive?',
      'Can I change my order after placing it?',
    ]);
    expect(question('When will my order arrive?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/delivered within 1–3 working days/)).not.toBeVisible();
    expect(container.querySelector('[data-slice-type="faq"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/customer-service\/?$/),
    );
  });

  it('makes the first category active by default and switches category', async () => {
    const { user } = await renderFaq(mock);
    const [orders, returns] = categories();
    expect(orders).toHaveAttribute('aria-pressed', 'true');
    expect(returns).toHaveAttribute('aria-pressed', 'false');

    await user.click(returns!);
    expect(returns).toHaveAttribute('aria-pressed', 'true');
    expect(orders).toHaveAttribute('aria-pressed', 'false');
    expect(question('How do I return an item?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'When will my order arrive?' })).toBeNull();
  });

  it('opens one panel at a time, and clicking the open one closes it', async () => {
    const { user } = await renderFaq(mock);
    const first = question('When will my order arrive?');
    const second = question('Can I change my order after placing it?');

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'When will my order arrive?' });
    expect(first).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('Items in stock at our distribution centre are delivered within 1–3 working days.');

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Can I change my order after placing it?' })).toBeNull();
  });

  it('filters by question or answer, case-sensitive: "Return" matches, "return" does not', async () => {
    const { user } = await renderFaq(
      withItems([
        { category: 'Returns', question: 'How do I send my shoes back?', answer: paragraph('Print the Return label.') },
        { category: 'Payment', question: 'Can I pay later?', answer: paragraph('Yes, with an invoice.') },
      ]),
    );
    const search = screen.getByRole('searchbox', { name: 'Search the questions' });

    await user.type(search, 'Return');
    expect(question('How do I send my shoes back?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Can I pay later?' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('1 question found');

    await user.clear(search);
    await user.type(search, 'return');
    expect(screen.queryByRole('button', { name: 'How do I send my shoes back?' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('No questions match your search.');
    expect(screen.getByText('No questions match your search.')).toBeVisible();

    // Question text matches too; clearing the search shows the first category again.
    await user.clear(search);
    await user.type(search, 'pay later');
    expect(question('Can I pay later?')).toBeInTheDocument();
    await user.clear(search);
    expect(question('How do I send my shoes back?')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('offers only categories with matches and moves to the first of them while searching', async () => {
    const { user } = await renderFaq(mock);
    await user.type(screen.getByRole('searchbox'), 'voucher');
    expect(categories().map((button) => button.textContent)).toEqual(['Club']);
    expect(categories()[0]).toHaveAttribute('aria-pressed', 'true');
    expect(question('How do I earn club points?')).toBeInTheDocument();
  });

  it('works by keyboard: Tab to a category, Enter to choose it, Space and Enter to toggle a question', async () => {
    const { user } = await renderFaq(mock);
    await user.tab();
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(categories()[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(categories()[1]).toHaveAttribute('aria-pressed', 'true');

    await user.tab();
    await user.tab();
    await user.tab();
    const first = question('How do I return an item?');
    expect(first).toHaveFocus();
    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How do I return an item?' })).toHaveTextContent('Return label');
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('groups items without a category under General and shows no category buttons for one category', async () => {
    await renderFaq(
      withItems([{ question: 'Do you have stores?', answer: paragraph('Yes, in five countries.') }], { title: '' }),
    );
    expect(screen.queryByRole('group', { name: 'Categories' })).toBeNull();
    // Without a slice heading the questions are h2.
    expect(screen.getByRole('heading', { level: 2, name: 'Do you have stores?' })).toBeInTheDocument();
  });

  it('renders nothing without a question with an answer', async () => {
    expect(await Faq(sliceProps(withItems([])))).toBeNull();
    expect(
      await Faq(
        sliceProps(
          withItems([
            { category: 'Returns', question: 'Where is my parcel?', answer: [] },
            { category: 'Returns', question: '', answer: paragraph('An answer without a question.') },
          ]),
        ),
      ),
    ).toBeNull();
  });

  it('shows the button only with both link url and text', async () => {
    await renderFaq(withItems(mock.items as never, { button_text: '' }));
    expect(screen.queryByRole('link', { name: 'Contact customer service' })).toBeNull();
    await renderFaq(withItems(mock.items as never, { button_link: { link_type: 'Any' } }));
    expect(screen.queryByRole('link', { name: 'Contact customer service' })).toBeNull();
  });

  it('emits FAQPage structured data for the questions, answers as plain text, safe inside a script', async () => {
    const { container } = await renderFaq(
      withItems([
        {
          category: 'Returns',
          question: 'Is <b> allowed?',
          answer: paragraph('Never </script><script>alert(1)</script>'),
        },
        { category: 'Payment', question: 'Can I pay later?', answer: paragraph('Yes, with an invoice.') },
      ]),
    );
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toMatch(/<\/?script/i);
    expect(JSON.parse(script.innerHTML)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Is <b> allowed?',
          acceptedAnswer: { '@type': 'Answer', text: 'Never </script><script>alert(1)</script>' },
        },
        {
          '@type': 'Question',
          name: 'Can I pay later?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes, with an invoice.' },
        },
      ],
    });
    expect(faqJsonLd([{ question: 'a & b', answerText: '>' }])).not.toMatch(/[<>&]/);
  });

  it('matches an empty or blank query against everything', () => {
    expect(matchesQuery({ question: 'Q', answerText: 'A' }, '')).toBe(true);
    expect(matchesQuery({ question: 'Q', answerText: 'A' }, '  ')).toBe(true);
    expect(matchesQuery({ question: 'Q', answerText: 'A' }, 'B')).toBe(false);
  });
});
