// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pushEmailOptin } from '@/lib/analytics/data-layer';
import { createNewsletterSchema, newsletterSignup } from '@/lib/newsletter/signup';
import { initialNewsletterStatus } from '@/lib/newsletter/status';
import en from '@/messages/en.json';

const schema = createNewsletterSchema(en.newsletter.validation);
const VALID = { salutationId: 'mrs', firstName: ' Anna ', lastName: 'de Vries', email: ' anna@example.com ' };
const SALUTATIONS = [
  { id: 'sal-1', key: 'mr' },
  { id: 'sal-2', key: 'mrs' },
];

/** The messages zod gives for `values`, by field. */
function messages(values: Record<string, unknown>) {
  const result = schema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe('newsletter form rules (spec §5 Newsletter form)', () => {
  it('requires every field with the spec messages', () => {
    expect(messages({ salutationId: '', firstName: ' ', lastName: '', email: '' })).toEqual({
      salutationId: 'The gender is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Your email address is required',
    });
    expect(messages({ ...VALID, salutationId: undefined })).toEqual({ salutationId: 'The gender is required' });
    expect(messages({ ...VALID, email: 'anna@' })).toEqual({ email: 'Please enter a valid email address' });
    expect(messages({ ...VALID, firstName: 'x'.repeat(101) })).toEqual({ firstName: 'First name is required' });
  });

  it('trims names and email', () => {
    expect(schema.parse(VALID)).toEqual({
      salutationId: 'mrs',
      firstName: 'Anna',
      lastName: 'de Vries',
      email: 'anna@example.com',
    });
  });
});

describe('newsletter sign-up (spec §7 Newsletter: email, gender, firstname, lastname, source website)', () => {
  it('sends the gender of the chosen salutation: mr for mr, otherwise mrs (spec §3)', () => {
    const values = schema.parse({ ...VALID, salutationId: 'sal-1' });
    expect(newsletterSignup(values, SALUTATIONS)).toEqual({
      email: 'anna@example.com',
      gender: 'mr',
      firstname: 'Anna',
      lastname: 'de Vries',
      source: 'website',
    });
    expect(newsletterSignup({ ...values, salutationId: 'sal-2' }, SALUTATIONS).gender).toBe('mrs');
    expect(newsletterSignup({ ...values, salutationId: 'unknown' }, SALUTATIONS).gender).toBe('mrs');
  });

  it('pushes EmailOptin with source and language only', () => {
    window.dataLayer = [];
    pushEmailOptin({ source: 'website', language: 'de', email: 'a@b.example' } as never);
    expect(window.dataLayer).toEqual([{ event: 'EmailOptin', source: 'website', language: 'de' }]);
  });

  it('opens a settings link in the back end’s state; anything unknown as not confirmed yet', () => {
    expect(initialNewsletterStatus('subscribed')).toBe('subscribed');
    expect(initialNewsletterStatus('unsubscribed')).toBe('unsubscribed');
    expect(initialNewsletterStatus('unconfirmed')).toBe('unconfirmed');
    expect(initialNewsletterStatus('something-new')).toBe('unconfirmed');
  });
});
