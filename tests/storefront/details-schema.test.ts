import { describe, expect, it } from 'vitest';
import { createDetailsSchema } from '@/lib/checkout/details-schema';
import en from '@/messages/en.json';

const schema = createDetailsSchema(en.validation, { nl: 'NL', be: 'BE', de: 'DE' });
const valid = {
  email: 'sam@example.com',
  salutationId: 'mr',
  firstName: 'Sam',
  lastName: 'Jansen',
  street: 'Damstraat 1',
  zipcode: '1012 AB',
  city: 'Amsterdam',
  countryId: 'nl',
  phoneNumber: '',
};

const messagesOf = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('guest details schema (spec §5)', () => {
  it('accepts complete details', () => {
    expect(messagesOf(valid)).toEqual([]);
    expect(messagesOf({ ...valid, phoneNumber: '+31 6 1234 5678' })).toEqual([]);
  });

  it("uses the spec's messages for email and phone", () => {
    expect(messagesOf({ ...valid, email: '' })).toEqual(['Your email address is required']);
    expect(messagesOf({ ...valid, email: 'not-an-email' })).toEqual(['Please enter a valid email address']);
    expect(messagesOf({ ...valid, phoneNumber: 'call me' })).toEqual(['Please enter a valid phone number']);
    expect(messagesOf({ ...valid, salutationId: '' })).toEqual(['The gender is required']);
    expect(messagesOf({ ...valid, firstName: '  ' })).toEqual(['First name is required']);
  });

  it('checks the postal code against the chosen country', () => {
    expect(messagesOf({ ...valid, countryId: 'be', zipcode: '1012 AB' })).toEqual(['Please enter a valid postal code']);
    expect(messagesOf({ ...valid, countryId: 'be', zipcode: '1000' })).toEqual([]);
    expect(messagesOf({ ...valid, countryId: 'de', zipcode: '10115' })).toEqual([]);
  });

  it('checks the postal code also while no salutation is chosen yet', () => {
    expect(messagesOf({ ...valid, salutationId: undefined, zipcode: '1000' })).toEqual([
      'The gender is required',
      'Please enter a valid postal code',
    ]);
  });
});
