import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-length';

/** Translated messages of the account forms (spec §5 wording for the email and name fields). */
export interface AccountMessages {
  emailRequired: string;
  emailInvalid: string;
  passwordRequired: string;
  passwordTooShort: string;
  passwordTooLong: string;
  passwordConfirmRequired: string;
  passwordMismatch: string;
  salutationRequired: string;
  firstNameRequired: string;
  lastNameRequired: string;
}

const email = (m: AccountMessages) => z.string().trim().min(1, m.emailRequired).pipe(z.email(m.emailInvalid));

/** A new password: 8 to 128 characters, never trimmed (spaces are part of it). */
const newPassword = (m: AccountMessages) =>
  z
    .string()
    .min(1, m.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, m.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, m.passwordTooLong);

/**
 * Login (spec §7 login: username is the email, password). The password is only required: an
 * account older than today's rules must still be able to log in.
 */
export function createLoginSchema(m: AccountMessages) {
  return z.object({ email: email(m), password: z.string().min(1, m.passwordRequired) });
}

/** Register (spec §7 registerCustomer input without birthday: salutation mr/mrs, names, email, password, newsletter). */
export function createRegisterSchema(m: AccountMessages) {
  const name = (message: string) => z.string().trim().min(1, message).max(100, message);
  return z.object({
    salutationId: z.string({ error: m.salutationRequired }).min(1, m.salutationRequired),
    firstName: name(m.firstNameRequired),
    lastName: name(m.lastNameRequired),
    email: email(m),
    password: newPassword(m),
    newsletter: z.boolean(),
  });
}

/** 'Forgot your password' (spec §7 sendPasswordRecoveryMail input): the email. */
export function createPasswordRecoverySchema(m: AccountMessages) {
  return z.object({ email: email(m) });
}

/** A new password from a recovery link (spec §7 resetPassword input): the password and its confirmation. */
export function createResetPasswordSchema(m: AccountMessages) {
  return z
    .object({
      newPassword: newPassword(m),
      newPasswordConfirm: z.string().min(1, m.passwordConfirmRequired),
    })
    .refine((value) => value.newPasswordConfirm === '' || value.newPassword === value.newPasswordConfirm, {
      path: ['newPasswordConfirm'],
      message: m.passwordMismatch,
    });
}

export type LoginInput = z.infer<ReturnType<typeof createLoginSchema>>;
export type RegisterInput = z.infer<ReturnType<typeof createRegisterSchema>>;
export type PasswordRecoveryInput = z.infer<ReturnType<typeof createPasswordRecoverySchema>>;
export type ResetPasswordInput = z.infer<ReturnType<typeof createResetPasswordSchema>>;
