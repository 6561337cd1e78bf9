import { mutationRootFields } from '@/lib/graphql/root-fields';

/**
 * The BFF's rate-limited operation classes (docs/decisions/0010-rate-limits-at-the-bff.md:
 * `login` for password checks, `account` for the calls that send mail or use a mailed link, `contact`
 * for messages to customer service).
 */
export type RateLimitClass = 'cart' | 'order' | 'payment' | 'login' | 'account' | 'contact';

/** Mutation root fields of each class (commerce/schema.graphql). Reads are not limited here. */
const CLASS_OF_MUTATION_FIELD: Readonly<Record<string, RateLimitClass>> = {
  addToCart: 'cart',
  updateCartItem: 'cart',
  deleteCartItem: 'cart',
  restoreCart: 'cart',
  placeOrder: 'order',
  handlePayment: 'payment',
  login: 'login',
  changePassword: 'login',
  changeEmail: 'login',
  confirmRegistration: 'account',
  registerCustomer: 'account',
  sendPasswordRecoveryMail: 'account',
  resetPassword: 'account',
  ttAddNewsletterMember: 'account',
  newsletterSettings: 'account',
  sendContactMessage: 'contact',
  addToWishlist: 'cart',
  deleteFromWishlist: 'cart',
};

/**
 * The rate-limit classes a GraphQL document touches, one entry per root field of its mutations
 * (never from the client-chosen operation name): five aliased `login` fields in one request count as
 * five attempts. An unparsable document has none; commerce refuses it.
 *
 * @param document the full GraphQL document the BFF forwards
 * @param operationName the operation to run when the document holds several
 */
export function rateLimitClassesOf(document: string, operationName?: string): RateLimitClass[] {
  return mutationRootFields(document, operationName)
    .map((field) => CLASS_OF_MUTATION_FIELD[field])
    .filter((c) => c !== undefined);
}
