/**
 * Shortest password the account forms accept (spec §5 'Password minimum length' reads 6 and 8; the back end and the
 * copy say 8). Here, not in the schemas, so a form's hint and `minLength` need no zod.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password the back end accepts (PASSWORD_TOO_LONG, `errors.passwordTooLong`). */
export const PASSWORD_MAX_LENGTH = 128;
