import { describe, expect, it } from 'vitest';
import { birthdayProblem, formatBirthday, joinBirthday, splitBirthday } from '@/lib/customer/birthday';
import { createProfileSchema, profileInput, profileValues } from '@/lib/customer/profile-schema';
import en from '@/messages/en.json';

const today = new Date(2026, 10, 25, 12); // 25 November 2026, local time
const parts = (day: string, month: string, year: string) => ({ day, month, year });

describe('birthday (spec §5: split by dash into year, month, day)', () => {
  it('splits YYYY-MM-DD into its parts without leading zeros, and nothing into empty parts', () => {
    expect(splitBirthday('1990-03-07')).toEqual({ year: '1990', month: '3', day: '7' });
    expect(splitBirthday(null)).toEqual({ year: '', month: '', day: '' });
    expect(splitBirthday('07-03-1990')).toEqual({ year: '', month: '', day: '' });
  });

  it('joins the parts to YYYY-MM-DD, zero-padded, and empty parts to null', () => {
    expect(joinBirthday(parts('7', '3', '1990'), today)).toBe('1990-03-07');
    expect(joinBirthday(parts('31', '12', '1999'), today)).toBe('1999-12-31');
    expect(joinBirthday(parts('', '', ''), today)).toBeNull();
    expect(joinBirthday(splitBirthday('2004-02-29'), today)).toBe('2004-02-29');
  });

  it('accepts only a real calendar date from 1900 up to today', () => {
    expect(birthdayProblem(parts('29', '2', '2004'), today)).toBeNull();
    expect(birthdayProblem(parts('29', '2', '2003'), today)).toBe('invalid');
    expect(birthdayProblem(parts('31', '4', '1990'), today)).toBe('invalid');
    expect(birthdayProblem(parts('0', '4', '1990'), today)).toBe('invalid');
    expect(birthdayProblem(parts('1', '13', '1990'), today)).toBe('invalid');
    expect(birthdayProblem(parts('31', '12', '1899'), today)).toBe('invalid');
    expect(birthdayProblem(parts('x', '1', '1990'), today)).toBe('invalid');
    expect(birthdayProblem(parts('25', '11', '2026'), today)).toBeNull();
    expect(birthdayProblem(parts('26', '11', '2026'), today)).toBe('future');
    expect(birthdayProblem(parts('1', '1', '2027'), today)).toBe('future');
    expect(birthdayProblem(parts('1', '', '1990'), today)).toBe('incomplete');
    expect(() => joinBirthday(parts('31', '2', '1990'), today)).toThrow(/invalid/);
  });

  it('formats a birthday in the storefront locale', () => {
    expect(formatBirthday('1990-05-17', 'nl-NL')).toBe('17 mei 1990');
    expect(formatBirthday('1990-05-17', 'de-DE')).toBe('17. Mai 1990');
    expect(formatBirthday('1990-05-17', 'fr-BE')).toBe('17 mai 1990');
  });
});

describe('profile schema and input (spec §5 Customer update)', () => {
  const schema = createProfileSchema(
    {
      salutationRequired: en.validation.salutationRequired,
      nameTooLong: en.customer.validation.nameTooLong,
      birthdayIncomplete: en.customer.validation.birthdayIncomplete,
      birthdayInvalid: en.customer.validation.birthdayInvalid,
      birthdayFuture: en.customer.validation.birthdayFuture,
    },
    () => today,
  );
  const valid = {
    salutationId: 'mrs',
    firstName: 'Sam',
    lastName: 'Jansen',
    birthDay: '7',
    birthMonth: '3',
    birthYear: '1990',
    newsletter: true,
  };
  const issues = (input: unknown) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('reports an incomplete birthday at its first empty select, a wrong one at the day', () => {
    expect(issues(valid)).toEqual([]);
    expect(issues({ ...valid, birthMonth: '' })).toEqual([['birthMonth', 'Please choose a day, month and year']]);
    expect(issues({ ...valid, birthDay: '31', birthMonth: '2' })).toEqual([
      ['birthDay', 'Please enter a valid date of birth'],
    ]);
    expect(issues({ ...valid, birthYear: '2027' })).toEqual([
      ['birthDay', 'Your date of birth cannot be in the future'],
    ]);
    expect(issues({ ...valid, birthDay: '', birthMonth: '', birthYear: '' })).toEqual([]);
    expect(issues({ ...valid, salutationId: '' })).toEqual([['salutationId', 'The gender is required']]);
    expect(issues({ ...valid, firstName: 'x'.repeat(101) })).toEqual([
      ['firstName', 'Please use at most 100 characters'],
    ]);
  });

  it('sends the joined birthday and falls back to the current names when a name is empty', () => {
    const current = { firstName: 'Samantha', lastName: 'de Vries' };
    expect(profileInput({ ...valid, firstName: '  ', lastName: '' }, current, today)).toEqual({
      salutationId: 'mrs',
      firstName: 'Samantha',
      lastName: 'de Vries',
      birthday: '1990-03-07',
      newsletter: true,
    });
    expect(profileInput({ ...valid, birthDay: '', birthMonth: '', birthYear: '' }, current, today).birthday).toBeNull();
  });

  it('starts from the customer, the birthday split into its selects', () => {
    expect(
      profileValues({
        salutation: { id: 'mr' },
        firstName: 'A',
        lastName: 'B',
        birthday: '2001-10-02',
        newsletter: false,
      }),
    ).toEqual({
      salutationId: 'mr',
      firstName: 'A',
      lastName: 'B',
      birthDay: '2',
      birthMonth: '10',
      birthYear: '2001',
      newsletter: false,
    });
  });
});
