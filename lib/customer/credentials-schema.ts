import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/account/password-length';

/** Translated messages of the change-email form. */
export interface EmailChangeMessages {
  emailRequired: string;
  emailInvalid: string;
  emailMismatch: string;
  passwordRequired: string;
}

/**
 * The change-email form (spec §7 changeEmail): the new address (required, valid), the same address
 * again (compared trimmed and case-insensitively, as the back end does) and the current password.
 */
export function createEmailChangeSchema(messages: EmailChangeMessages) {
  return z
    .object({
      email: z.string().trim().min(1, messages.emailRequired).pipe(z.email(messages.emailInvalid)),
      emailConfirmation: z.string().trim(),
      password: z.string().min(1, messages.passwordRequired),
    })
    .superRefine((value, context) => {
      if (value.email.toLowerCase() !== value.emailConfirmation.toLowerCase())
        context.addIssue({ code: 'custom', path: ['emailConfirmation'], message: messages.emailMismatch });
    });
}

export type EmailChangeValues = z.infer<ReturnType<typeof createEmailChangeSchema>>;

/** Translated messages of the change-password form. */
export interface PasswordChangeMessages {
  passwordRequired: string;
  passwordTooShort: string;
  passwordTooLong: string;
  passwordMismatch: string;
}

/**
 * The change-password form (spec §5 'Password change'): the current password, the new one
 * ({@link PASSWORD_MIN_LENGTH} to {@link PASSWORD_MAX_LENGTH} characters) and its confirmation,
 * equal to the new one. Passwords are never trimmed.
 */
export function createPasswordChangeSchema(messages: PasswordChangeMessages) {
  return z
    .object({
      password: z.string().min(1, messages.passwordRequired),
      newPassword: z
        .string()
        .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort)
        .max(PASSWORD_MAX_LENGTH, messages.passwordTooLong),
      newPasswordConfirm: z.string(),
    })
    .superRefine((value, context) => {
      if (value.newPassword !== value.newPasswordConfirm)
        context.addIssue({ code: 'custom', path: ['newPasswordConfirm'], message: messages.passwordMismatch });
    });
}

export type PasswordChangeValues = z.infer<ReturnType<typeof createPasswordChangeSchema>>;
