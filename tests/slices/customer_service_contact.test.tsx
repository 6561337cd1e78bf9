// @vitest-environment jsdom
import '../support/render';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Content } from '@prismicio/client';
import { describe, expect, it, vi } from 'vitest';
import CustomerServiceContact from '@/slices/customer_service_contact';
import { isChatLink, OPEN_CHAT_EVENT } from '@/components/ui/chat';
import { contactAction } from '@/slices/customer_service_contact/contact-action';
import mocks from '@/slices/customer_service_contact/mocks.json';
import { STOREFRONTS } from '@/lib/stores';
import { sliceProps } from './content-slice-support';

vi.mock('next-intl/server', () => import('./content-slice-support'));

const mock = mocks[0] as unknown as Content.CustomerServiceContactSlice;
type Item = Content.CustomerServiceContactSliceDefaultItem;
const NO_LINK = { link_type: 'Any' } as Item['link'];
const web = (url: string) => ({ link_type: 'Web', url }) as Item['link'];

async function renderSlice(slice: Content.CustomerServiceContactSlice, context?: object) {
  const element = await CustomerServiceContact(sliceProps(slice, context));
  return render(<>{element}</>);
}

describe('customer service contact slice (spec §2, §3 customer service item)', () => {
  it('renders a card per item from the mocks, with the NL storefront’s phone and email', async () => {
    await renderSlice(mock);
    const region = screen.getByRole('region', { name: 'How can we help?' });
    const cards = within(region).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Chat with us',
      'Call us',
      'Email us',
    ]);
    expect(within(cards[1]!).getByRole('link', { name: '+31 20 123 4567' })).toHaveAttribute(
      'href',
      'tel:+31201234567',
    );
    expect(within(cards[2]!).getByRole('link', { name: 'klantenservice@nl.stride-style.example' })).toHaveAttribute(
      'href',
      'mailto:klantenservice@nl.stride-style.example',
    );
    expect(screen.getByRole('link', { name: 'Frequently asked questions' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/customer-service\/faq\/?$/),
    );
    // Icons are decoration next to the titles.
    for (const card of cards) expect(card.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('uses the contact details of the current storefront', async () => {
    await renderSlice(mock, { storefront: STOREFRONTS.DE });
    expect(screen.getByRole('link', { name: '+49 30 1234 5678' })).toHaveAttribute('href', 'tel:+493012345678');
    expect(screen.getByRole('link', { name: 'kundenservice@de.stride-style.example' })).toBeInTheDocument();
  });

  it('opens the chat instead of navigating for a link ending in the chat marker', async () => {
    await renderSlice(mock);
    const chat = screen.getByRole('link', { name: 'Start a chat' });
    expect(chat).toHaveAttribute('href', '#customer-service');
    const listener = vi.fn((event: Event) => event.preventDefault());
    window.addEventListener(OPEN_CHAT_EVENT, listener);
    await userEvent.setup().click(chat);
    window.removeEventListener(OPEN_CHAT_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('prefers the item’s own link and button text over the storefront’s details', async () => {
    const slice = {
      ...mock,
      items: [{ ...mock.items[1]!, link: web('tel:+31 800 0200'), buttontext: 'Call the service line' }],
    } as Content.CustomerServiceContactSlice;
    await renderSlice(slice);
    expect(screen.getByRole('link', { name: 'Call the service line' })).toHaveAttribute('href', 'tel:+31 800 0200');
  });

  it('renders nothing without an item with a title, and the slice button only with url and text', async () => {
    const untitled = { ...mock, items: mock.items.map((item) => ({ ...item, title: '' })) };
    expect(await CustomerServiceContact(sliceProps(untitled))).toBeNull();
    expect(await CustomerServiceContact(sliceProps({ ...mock, items: [] }))).toBeNull();

    await renderSlice({ ...mock, primary: { ...mock.primary, button_text: null } });
    expect(screen.queryByRole('link', { name: 'Frequently asked questions' })).toBeNull();
  });
});

describe('contactAction', () => {
  const contact = STOREFRONTS.NL.contact;
  const item = (icon: Item['icon'], link: Item['link'] = NO_LINK, buttontext: string | null = null) => ({
    icon,
    link,
    buttontext,
  });

  it('defaults phone and email to the storefront, with the number or address as text', () => {
    expect(contactAction(item('phone'), contact, 'Start a chat')).toEqual({
      kind: 'link',
      href: 'tel:+31201234567',
      text: '+31 20 123 4567',
    });
    expect(contactAction(item('email', NO_LINK, 'Send an email'), contact, 'x')).toEqual({
      kind: 'link',
      href: 'mailto:klantenservice@nl.stride-style.example',
      text: 'Send an email',
    });
  });

  it('gives no button without a link (chat has no default, no storefront) or without text for a page link', () => {
    expect(contactAction(item('chat'), contact, 'Start a chat')).toBeNull();
    expect(contactAction(item('phone'), undefined, 'Start a chat')).toBeNull();
    expect(contactAction(item('email', web('/contact/')), contact, 'x')).toBeNull();
    expect(contactAction(item('email', web('mailto:hello@example.com?subject=Order')), contact, 'x')).toEqual({
      kind: 'link',
      href: 'mailto:hello@example.com?subject=Order',
      text: 'hello@example.com',
    });
  });

  it('turns a link ending in #chat into a chat action, whatever the icon', () => {
    expect(contactAction(item('phone', web('https://shop.example/#chat')), contact, 'Start a chat')).toEqual({
      kind: 'chat',
      text: 'Start a chat',
    });
    expect(isChatLink('/customer-service/#CHAT')).toBe(true);
    expect(isChatLink('/chat/')).toBe(false);
    expect(isChatLink(null)).toBe(false);
  });
});
