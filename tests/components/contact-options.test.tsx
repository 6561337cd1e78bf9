// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContactOptions } from '@/components/layout/ContactOptions';
import { ContentLink } from '@/components/ui/ContentLink';
import { StateProvider } from '@/lib/state/StateProvider';
import '../support/render';

const labels = {
  title: 'Contact us',
  close: 'Close',
  intro: 'Chat is closed.',
  call: 'Call us on',
  write: 'Email us at',
};

describe('contact options (spec §2 Other behaviour: a chat link never does nothing)', () => {
  it('a chat link without a chat widget opens the storefront’s phone and e-mail in a modal, and focus returns to it', async () => {
    render(
      <StateProvider>
        <ContentLink href="#chat">Chat with us</ContentLink>
        <ContactOptions
          phone="+49 30 1234 5678"
          phoneHref="tel:+493012345678"
          email="kundenservice@de.example"
          labels={labels}
        />
      </StateProvider>,
    );
    const chat = screen.getByRole('link', { name: 'Chat with us' });
    await userEvent.click(chat);
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: /Call us on \+49 30 1234 5678/ })).toHaveAttribute(
      'href',
      'tel:+493012345678',
    );
    expect(screen.getByRole('link', { name: /Email us at kundenservice@de\.example/ })).toHaveAttribute(
      'href',
      'mailto:kundenservice@de.example',
    );
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(dialog).not.toHaveAttribute('open');
    expect(chat).toHaveFocus();
  });
});
