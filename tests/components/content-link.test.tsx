// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentLink } from '@/components/ui/ContentLink';
import { CONTACT_OPTIONS_EVENT, OPEN_CHAT_EVENT } from '@/components/ui/chat';
import '../support/render';

describe('ContentLink (spec §2 Other behaviour)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens external links in a new tab without opener, and keeps mailto: and tel: plain', () => {
    render(
      <>
        <ContentLink href="https://example.com/">External</ContentLink>
        <ContentLink href="mailto:service@example.com">Mail</ContentLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'External' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'External' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Mail' })).not.toHaveAttribute('target');
  });

  it('turns a link ending in the chat marker into a link to the customer service section that opens the chat widget', async () => {
    const opened = vi.fn((event: Event) => event.preventDefault());
    const options = vi.fn();
    window.addEventListener(OPEN_CHAT_EVENT, opened);
    window.addEventListener(CONTACT_OPTIONS_EVENT, options);
    render(<ContentLink href="/klantenservice/#chat">Chat with us</ContentLink>);
    // Without script it leads to the customer service section (phone, e-mail, hours).
    const chat = screen.getByRole('link', { name: 'Chat with us' });
    expect(chat).toHaveAttribute('href', '/klantenservice/#customer-service');
    expect(chat).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(chat);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(options).not.toHaveBeenCalled();
    window.removeEventListener(OPEN_CHAT_EVENT, opened);
    window.removeEventListener(CONTACT_OPTIONS_EVENT, options);
  });

  it('opens the contact options, and stays on the page, when no chat widget answers', async () => {
    const options = vi.fn();
    window.addEventListener(CONTACT_OPTIONS_EVENT, options);
    render(<ContentLink href="#chat">Chat with us</ContentLink>);
    const chat = screen.getByRole('link', { name: 'Chat with us' });
    expect(chat).toHaveAttribute('href', '#customer-service');
    const before = window.location.href;
    await userEvent.click(chat);
    expect(options).toHaveBeenCalledTimes(1);
    expect(window.location.href).toBe(before);
    window.removeEventListener(CONTACT_OPTIONS_EVENT, options);
  });
});
