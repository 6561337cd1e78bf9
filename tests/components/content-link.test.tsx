// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentLink } from '@/components/ui/ContentLink';
import { OPEN_CHAT_EVENT } from '@/components/ui/chat';
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

  it('turns a link ending in the chat marker into a button that opens the chat widget', async () => {
    const opened = vi.fn((event: Event) => event.preventDefault());
    window.addEventListener(OPEN_CHAT_EVENT, opened);
    render(<ContentLink href="/klantenservice/#chat">Chat with us</ContentLink>);
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_CHAT_EVENT, opened);
  });

  it('opens the page before the marker when no chat widget answers', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    render(<ContentLink href="/klantenservice/#chat">Chat with us</ContentLink>);
    await userEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(assign).toHaveBeenCalledWith('/klantenservice/');
  });
});
