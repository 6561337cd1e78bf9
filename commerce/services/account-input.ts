/**
 * Server-side validation of account input (spec §5): every field the client sends is
 * checked here, whatever the storefront's forms already checked.
 */
import { z } from 'zod';
import { BRANCH_CODE_MAX_LENGTH } from './branch-code';
import { fail } from './common';

const name = z.string().trim().min(1).max(100);
/** Lower-cased, trimmed email of at most 254 characters. */
export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());
/** A birthday `YYYY-MM-DD` (spec §5 'Birthday'): a real date, between 1900 and today. */
export const birthdaySchema = z.iso.date().refine((value) => {
  const date = new Date(`${value}T00:00:00Z`);
  return date.getUTCFullYear() >= 1900 && date.getTime() <= Date.now();
});

export const registerSchema = z.object({
  salutationId: z.enum(['mr', 'mrs']),
  firstName: name,
  lastName: name,
  email: emailSchema,
  password: z.string(),
  birthday: birthdaySchema.nullish().or(z.literal('')),
  newsletter: z.boolean().nullish(),
  storefrontUrl: z.string().max(2000).nullish(),
  /** The branch code of the store whose tablet the registration was made on (checked against the stores). */
  branchcode: z.string().trim().max(BRANCH_CODE_MAX_LENGTH).nullish(),
});

/** The settings the storefront may keep in customFields (spec §3 Customer), each a list of ids. */
const idList = z.array(z.string().trim().min(1).max(100)).max(200);
export const customFieldsSchema = z
  .object({ customer_settings_stores: idList.optional(), customer_settings_lookbook_wishlist: idList.optional() })
  .strip();

export const updateCustomerSchema = z.object({
  salutationId: z.enum(['mr', 'mrs']).nullish(),
  firstName: z.string().trim().max(100).nullish(),
  lastName: z.string().trim().max(100).nullish(),
  birthday: birthdaySchema.nullish().or(z.literal('')),
  newsletter: z.boolean().nullish(),
  customFields: customFieldsSchema.nullish(),
});

/**
 * Parses `input` with `schema`.
 * @throws GraphQLError `code` with `fields`: the names of the invalid fields
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown, code = 'INVALID_INPUT'): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? 'input')))];
  throw fail(code, `Invalid input: ${fields.join(', ')}.`, { fields });
}
