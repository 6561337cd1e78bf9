// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactFormState } from '@/lib/contact/form-state';
import type { ContactFormLabels } from '@/components/layout/contact-form-labels';
import '../support/render';

const sendContactMessage = vi.hoisted(() =>
  vi.fn<(previous: ContactFormState, data: FormData) => Promise<ContactFormState>>(),
);
const botCheckToken = vi.hoisted(() => vi.fn<(action: string) => Promise<string>>());
vi.mock('@/lib/contact/send-message', () => ({ sendContactMessage }));
vi.mock('@/lib/bot-check/client', () => ({ botCheckToken }));

const { ContactForm } = await import('@/components/layout/ContactForm');

const labels: ContactFormLabels = {
  heading: 'Send us a message',
  name: 'Name',
  email: 'Email address',
  orderNumber: 'Order number (optional)',
  message: 'Your message',
  messageHint: 'At most 2000 characters.',
  submit: 'Send message',
  sending: 'Sending…',
  sent: 'Thank you for your message.',
  errors: {
    nameRequired: 'Please enter your name',
    nameInvalid: 'Name on one line',
    emailRequired: 'Your email address is required',
    emailInvalid: 'Please enter a valid email address',
    orderNumberInvalid: 'Order number: letters, digits, hyphens or dots',
    messageRequired: 'Please enter your message',
    messageTooLong: 'Please shorten your message',
    sendFailed: 'Your message could not be sent.',
    rateLimited: 'Too many attempts.',
    botCheckFailed: 'The security check did not pass.',
    botCheckUnavailable: 'The security check could not be completed.',
  },
};

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Eva Bos');
  await user.type(screen.getByLabelText('Email address'), 'eva@example.com');
  await user.type(screen.getByLabelText('Order number (optional)'), '10023');
  await user.type(screen.getByLabelText('Your message'), 'Where is my parcel?');
}

beforeEach(() => {
  sendContactMessage.mockReset();
  botCheckToken.mockReset().mockResolvedValue('solved-token');
});

describe('contact form (the contact options’ third option: a message to customer service)', () => {
  it('shows translated errors on each invalid field, announced and described, and sends nothing', async () => {
    const user = userEvent.setup();
    render(<ContactForm labels={labels} />);
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.type(screen.getByLabelText('Order number (optional)'), '12/34');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter your name')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Order number: letters, digits, hyphens or dots')).toBeInTheDocument();
    expect(screen.getByText('Please enter your message')).toBeInTheDocument();
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('Your message')).toHaveAccessibleDescription(
      'At most 2000 characters. Please enter your message',
    );
    expect(botCheckToken).not.toHaveBeenCalled();
    expect(sendContactMessage).not.toHaveBeenCalled();
  });

  it('solves the bot check, posts the values to the server action once and shows the confirmation', async () => {
    sendContactMessage.mockResolvedValue({ status: 'sent' });
    const user = userEvent.setup();
    render(<ContactForm labels={labels} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent('Thank you for your message.');
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(botCheckToken).toHaveBeenCalledWith('contact');
    expect(sendContactMessage).toHaveBeenCalledTimes(1);
    const posted = sendContactMessage.mock.calls[0]![1];
    expect(Object.fromEntries(posted.entries())).toEqual({
      name: 'Eva Bos',
      email: 'eva@example.com',
      orderNumber: '10023',
      message: 'Where is my parcel?',
      botCheck: 'solved-token',
    });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('keeps what was typed after a failed send and shows the translated error', async () => {
    sendContactMessage.mockImplementation(async (_, data) => ({
      status: 'failed',
      values: {
        name: String(data.get('name')),
        email: String(data.get('email')),
        orderNumber: String(data.get('orderNumber')),
        message: String(data.get('message')),
      },
      error: 'sendFailed',
      fieldErrors: {},
    }));
    const user = userEvent.setup();
    render(<ContactForm labels={labels} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByText('Your message could not be sent.');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('form')).toHaveAccessibleDescription('Your message could not be sent.');
    expect(screen.getByLabelText('Name')).toHaveValue('Eva Bos');
    expect(screen.getByLabelText('Email address')).toHaveValue('eva@example.com');
    expect(screen.getByLabelText('Order number (optional)')).toHaveValue('10023');
    expect(screen.getByLabelText('Your message')).toHaveValue('Where is my parcel?');
  });

  it('puts a field the server refused on that field, with focus', async () => {
    sendContactMessage.mockImplementation(async (_, data) => ({
      status: 'failed',
      values: { name: 'Eva Bos', email: String(data.get('email')), orderNumber: '', message: 'Hi' },
      error: null,
      fieldErrors: { email: 'emailInvalid' },
    }));
    const user = userEvent.setup();
    render(<ContactForm labels={labels} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const email = screen.getByLabelText('Email address');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('eva@example.com');
  });

  it('says try again and sends nothing when the bot check cannot run, keeping the input', async () => {
    botCheckToken.mockRejectedValue(new Error('no challenge'));
    const user = userEvent.setup();
    render(<ContactForm labels={labels} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('The security check could not be completed.')).toHaveAttribute('role', 'alert');
    expect(sendContactMessage).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Your message')).toHaveValue('Where is my parcel?');
  });
});
