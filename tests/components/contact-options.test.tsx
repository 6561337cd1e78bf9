// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContactOptions } from '@/components/layout/ContactOptions';
import { ContentLink } from '@/components/ui/ContentLink';
import { StateProvider } from '@/lib/state/StateProvider';
import type { ContactFormLabels } from '@/components/layout/contact-form-labels';
import '../support/render';

// The form posts to a server action, which needs Next's server; its own test is contact-form.test.tsx.
vi.mock('@/lib/contact/send-message', () => ({ sendContactMessage: vi.fn() }));

const labels = {
  title: 'Contact us',
  close: 'Close',
  intro: 'Chat is closed.',
  formIntro: 'Call, mail or write to us.',
  call: 'Call us on',
  write: 'Email us at',
  openForm: 'Send us a message',
};

const formLabels = {
  heading: 'Write to us',
  name: 'Name',
  email: 'Email address',
  orderNumber: 'Order number (optional)',
  message: 'Your message',
  messageHint: 'At most 2000 characters.',
  submit: 'Send message',
  sending: 'Sending…',
  sent: 'Thank you.',
  errors: {},
} as unknown as ContactFormLabels;

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
          formLabels={formLabels}
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

  it('the footer’s button opens the options with the contact form, keyboard first: labelled fields, focus back on close', async () => {
    const user = userEvent.setup();
    render(
      <StateProvider>
        <ContactOptions
          phone="+31 20 123 4567"
          phoneHref="tel:+31201234567"
          email="klantenservice@nl.example"
          labels={labels}
          formLabels={formLabels}
        />
      </StateProvider>,
    );
    const button = screen.getByRole('button', { name: 'Send us a message' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    expect(dialog).toHaveTextContent('Call, mail or write to us.');
    expect(dialog).not.toHaveTextContent('Chat is closed.');
    const form = await screen.findByRole('form', { name: 'Write to us' });
    for (const label of ['Name', 'Email address', 'Order number (optional)', 'Your message'])
      expect(form).toContainElement(screen.getByLabelText(label));
    await act(async () => user.click(screen.getByRole('button', { name: 'Close' })));
    expect(dialog).not.toHaveAttribute('open');
    expect(button).toHaveFocus();
  });
});
