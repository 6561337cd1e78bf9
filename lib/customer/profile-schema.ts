import { z } from 'zod';
import { birthdayProblem, joinBirthday, splitBirthday, type BirthdayProblem } from './birthday';

/** Translated messages of the profile form. */
export interface ProfileMessages {
  salutationRequired: string;
  nameTooLong: string;
  birthdayIncomplete: string;
  birthdayInvalid: string;
  birthdayFuture: string;
}

const BIRTHDAY_FIELDS = ['birthDay', 'birthMonth', 'birthYear'] as const;

/**
 * The profile form's schema (spec §2 '/customer' edit, §3 Customer): salutation (an
 * id of the store's salutations, `mr` or `mrs`), first and last name (at most 100 characters; may
 * be left empty, §5 'falls back to the current name'), the birthday as day, month and year selects
 * (together a real date between 1900 and `today()`, or all empty) and the newsletter flag. A
 * birthday left incomplete is reported at its first empty select, any other birthday problem at the
 * day select, so the form focuses the select to fix.
 */
export function createProfileSchema(messages: ProfileMessages, today: () => Date = () => new Date()) {
  const name = z.string().trim().max(100, messages.nameTooLong);
  const problemMessage: Record<BirthdayProblem, string> = {
    incomplete: messages.birthdayIncomplete,
    invalid: messages.birthdayInvalid,
    future: messages.birthdayFuture,
  };
  return z
    .object({
      salutationId: z.string({ error: messages.salutationRequired }).min(1, messages.salutationRequired),
      firstName: name,
      lastName: name,
      birthDay: z.string(),
      birthMonth: z.string(),
      birthYear: z.string(),
      newsletter: z.boolean(),
    })
    .superRefine((value, context) => {
      const problem = birthdayProblem({ day: value.birthDay, month: value.birthMonth, year: value.birthYear }, today());
      if (!problem) return;
      const field =
        problem === 'incomplete' ? BIRTHDAY_FIELDS.find((key) => value[key].trim() === '')! : BIRTHDAY_FIELDS[0];
      context.addIssue({ code: 'custom', path: [field], message: problemMessage[problem] });
    });
}

export type ProfileValues = z.infer<ReturnType<typeof createProfileSchema>>;

/** The profile fields of a customer as the form's values. */
export function profileValues(customer: {
  salutation?: { id: string } | null;
  firstName: string;
  lastName: string;
  birthday?: string | null;
  newsletter: boolean;
}): ProfileValues {
  const birthday = splitBirthday(customer.birthday);
  return {
    salutationId: customer.salutation?.id ?? '',
    firstName: customer.firstName,
    lastName: customer.lastName,
    birthDay: birthday.day,
    birthMonth: birthday.month,
    birthYear: birthday.year,
    newsletter: customer.newsletter,
  };
}

/**
 * The `UpdateCustomerInput` of valid form values (spec §7 updateCustomer): an empty first or last
 * name falls back to `current`'s (§5 'Customer update'); the birthday is joined to `YYYY-MM-DD`,
 * null when not given (which clears it). Custom fields are not sent: the back end keeps them.
 */
export function profileInput(
  values: ProfileValues,
  current: { firstName: string; lastName: string },
  today: Date = new Date(),
) {
  return {
    salutationId: values.salutationId,
    firstName: values.firstName.trim() || current.firstName,
    lastName: values.lastName.trim() || current.lastName,
    birthday: joinBirthday({ day: values.birthDay, month: values.birthMonth, year: values.birthYear }, today),
    newsletter: values.newsletter,
  };
}
