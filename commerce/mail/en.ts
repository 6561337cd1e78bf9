/** English mail copy (the spec's English; the fallback language, spec §9 'Locales'). */
import type { MailCopy } from './copy-types';

export const en: MailCopy = {
  colon: ': ',
  greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
  linkValidity: (duration) => `This link is valid for ${duration} and works once.`,
  linkFallback: 'Does the button not work? Copy this link into your browser:',
  closing: 'Kind regards,',
  support: (opens, closes) =>
    `Questions? Our customer service is there for you Monday to Friday ${opens} to ${closes}.`,
  registration: {
    subject: 'Confirm your account',
    intro: (shop) => `Welcome to ${shop}! Confirm your email address to start using your account.`,
    action: 'Confirm your account',
    notYou: 'Did you not create an account? Then ignore this mail.',
  },
  accountExists: {
    subject: 'Account with emailaddress already exists',
    intro: 'Someone tried to create an account with this email address, which already has one.',
    login: 'Log in',
    recover: 'Choose a new password',
    notYou: 'Was this not you? Then you need not do anything: your account stays as it is.',
  },
  passwordRecovery: {
    subject: 'Choose a new password',
    intro: (shop) => `You asked for a new password for your ${shop} account.`,
    action: 'Choose a new password',
    notYou: 'Did you not ask for this? Then ignore this mail: your password stays the same.',
  },
  newsletter: {
    subject: 'Confirm your newsletter subscription',
    intro: (shop) => `Would you like to receive the ${shop} newsletter? Please confirm your subscription.`,
    action: 'Confirm subscription',
    settings: 'With the same link you can unsubscribe later.',
    notYou: 'Did you not subscribe? Then ignore this mail.',
  },
  order: {
    subject: (orderNumber) => `Order confirmation ${orderNumber}`,
    intro: 'Thank you for your order! We have received your payment and are preparing your order.',
    number: 'Order number',
    date: 'Order date',
    delivery: 'Expected delivery',
    deliveryWindow: (from, to) => `between ${from} and ${to}`,
    items: 'Your items',
    product: 'Item',
    size: 'Size',
    quantity: 'Quantity',
    price: 'Price',
    shipping: 'Shipping',
    free: 'Free',
    discount: 'Voucher',
    total: 'Total (incl. VAT)',
    address: 'Delivery address',
    viewOrder: 'View your order in your account',
    viewConfirmation: 'View your order confirmation',
  },
};
