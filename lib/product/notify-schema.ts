import { z } from 'zod';

/**
 * The 'Mail me' notify form (spec §5 'Notify form'): required, valid email; optional newsletter
 * opt-in. Messages come translated from the caller.
 */
export function createNotifySchema(messages: { emailRequired: string; emailInvalid: string }) {
  return z.object({
    email: z.string().trim().min(1, messages.emailRequired).pipe(z.email(messages.emailInvalid)),
    newsletter: z.boolean(),
  });
}

export type NotifyInput = z.infer<ReturnType<typeof createNotifySchema>>;
