/**
 * The contact form's operation (the contact options a chat link opens, spec §2 'Other behaviour';
 * §1 customer service by e-mail): the back end mails the store's customer service desk.
 */
import { graphql, type VariablesOf } from './graphql';

/**
 * Sends a message to the customer service desk of the store in `x-store-key`, plain text, Reply-To
 * the shopper. `success` is true once the mail is queued; INVALID_INPUT (with `fields`) for a
 * missing, too long or malformed value.
 */
export const SendContactMessage = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      success
    }
  }
`);

/** The mutation's input (name, email, optional orderNumber, message). */
export type ContactMessageInput = VariablesOf<typeof SendContactMessage>['input'];
