/**
 * Resolvers of the customer calls (spec §7 'Customer'): accounts, sessions, profile and
 * address book, and the contact form's message to customer service. Each service authorises the session itself (commerce/services/session.ts).
 */
import * as account from '../services/account';
import * as addresses from '../services/addresses';
import * as contact from '../services/contact';
import * as history from '../services/order-history';
import * as orderStatus from '../services/order-status';
import * as newsletter from '../services/newsletter';
import * as profile from '../services/profile';
import * as wishlist from '../services/wishlist';
import type { RunService } from './request-context';
import type { MutationResolvers, QueryResolvers } from './resolvers-types';

/** The Query and Mutation fields of the customer calls, run through the shared `run`. */
export function customerResolvers(run: RunService) {
  return {
    Query: {
      getCustomer: (_, args, c) => run(c, args, (ctx) => profile.getCustomer(ctx)),
      addresses: (_, args, c) => run(c, args, (ctx) => addresses.listAddresses(ctx)),
      // A status link reads its one order whoever asks (services/order-status.ts); else the session's history.
      GetOrderHistory: (_, args, c) =>
        run(c, args, (ctx) =>
          args.emailToken != null
            ? orderStatus.orderStatusByToken(ctx, args.emailToken)
            : history.orderHistory(ctx, args.page ?? 1, args.limit ?? 10),
        ),
      vouchers: (_, args, c) => run(c, args, (ctx) => history.customerVouchers(ctx)),
      loyalty: (_, args, c) => run(c, args, (ctx) => history.loyalty(ctx)),
      getWishlist: (_, args, c) => run(c, args, (ctx) => wishlist.getWishlist(ctx)),
    } satisfies QueryResolvers,
    Mutation: {
      login: (_, args, c) => run(c, args, (ctx) => account.login(ctx, args.username, args.password)),
      logout: (_, args, c) => run(c, args, (ctx) => account.logout(ctx)),
      registerCustomer: (_, args, c) => run(c, args, (ctx) => account.registerCustomer(ctx, args.input)),
      confirmRegistration: (_, args, c) => run(c, args, (ctx) => account.confirmRegistration(ctx, args.hash)),
      DeleteCustomer: (_, args, c) => run(c, args, (ctx) => account.deleteCustomer(ctx)),
      updateCustomer: (_, args, c) => run(c, args, (ctx) => profile.updateCustomer(ctx, args.input)),
      changeEmail: (_, args, c) => run(c, args, (ctx) => profile.changeEmail(ctx, args.input)),
      changePassword: (_, args, c) => run(c, args, (ctx) => profile.changePassword(ctx, args.input)),
      sendPasswordRecoveryMail: (_, args, c) =>
        run(c, args, (ctx) => profile.sendPasswordRecoveryMail(ctx, args.input)),
      resetPassword: (_, args, c) => run(c, {}, (ctx) => profile.resetPassword(args.input, ctx)),
      addAddress: (_, args, c) => run(c, args, (ctx) => addresses.addAddress(ctx, args.input)),
      updateAddress: (_, args, c) => run(c, args, (ctx) => addresses.updateAddress(ctx, args.addressId, args.input)),
      deleteAddress: (_, args, c) => run(c, args, (ctx) => addresses.deleteAddress(ctx, args.addressId)),
      defaultBillingAddress: (_, args, c) =>
        run(c, args, (ctx) => addresses.setDefaultAddress(ctx, 'billing', args.addressId)),
      defaultShippingAddress: (_, args, c) =>
        run(c, args, (ctx) => addresses.setDefaultAddress(ctx, 'shipping', args.addressId)),
      setShippingAddress: (_, args, c) => run(c, args, (ctx) => addresses.setDefaultAddress(ctx, 'shipping', args.id)),
      addToWishlist: (_, args, c) => run(c, args, (ctx) => wishlist.addToWishlist(ctx, args.productId)),
      deleteFromWishlist: (_, args, c) => run(c, args, (ctx) => wishlist.deleteFromWishlist(ctx, args.productId)),
      ttAddNewsletterMember: (_, args, c) => run(c, {}, (ctx) => newsletter.addNewsletterMember(ctx, args.input)),
      newsletterSettings: (_, args, c) =>
        run(c, {}, (ctx) => newsletter.newsletterSettings(ctx, args.hash, args.subscribed ?? null)),
      sendContactMessage: (_, args, c) =>
        run(c, {}, async (ctx) => ({ success: await contact.sendContactMessage(ctx, args.input) })),
    } satisfies MutationResolvers,
  };
}
