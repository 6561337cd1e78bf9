/**
 * Resolvers of the customer calls (spec §7 'Customer', issue 9): accounts, sessions, profile and
 * address book. Each service authorises the session itself (commerce/services/session.ts).
 */
import * as account from '../services/account';
import * as addresses from '../services/addresses';
import * as history from '../services/order-history';
import * as newsletter from '../services/newsletter';
import * as profile from '../services/profile';
import * as wishlist from '../services/wishlist';
import type { GraphQLContext, RunService } from './resolvers';

type Token = { token?: string | null };

/** The Query and Mutation fields of the customer calls, run through the shared `run`. */
export function customerResolvers(run: RunService) {
  return {
    Query: {
      getCustomer: (_: unknown, args: Token, c: GraphQLContext) => run(c, args, (ctx) => profile.getCustomer(ctx)),
      addresses: (_: unknown, args: Token, c: GraphQLContext) => run(c, args, (ctx) => addresses.listAddresses(ctx)),
      GetOrderHistory: (_: unknown, args: Token & { page?: number | null; limit?: number | null }, c: GraphQLContext) =>
        run(c, args, (ctx) => history.orderHistory(ctx, args.page ?? 1, args.limit ?? 10)),
      vouchers: (_: unknown, args: Token, c: GraphQLContext) => run(c, args, (ctx) => history.customerVouchers(ctx)),
      loyalty: (_: unknown, args: Token, c: GraphQLContext) => run(c, args, (ctx) => history.loyalty(ctx)),
      getWishlist: (_: unknown, args: Token, c: GraphQLContext) => run(c, args, (ctx) => wishlist.getWishlist(ctx)),
    },
    Mutation: {
      login: (_: unknown, args: Token & { username: string; password: string }, c: GraphQLContext) =>
        run(c, args, (ctx) => account.login(ctx, args.username, args.password)),
      logout: (_: unknown, args: Token, c: GraphQLContext) => run(c, args, (ctx) => account.logout(ctx)),
      registerCustomer: (_: unknown, args: Token & { input: unknown }, c: GraphQLContext) =>
        run(c, args, (ctx) => account.registerCustomer(ctx, args.input)),
      confirmRegistration: (_: unknown, args: Token & { hash: string }, c: GraphQLContext) =>
        run(c, args, (ctx) => account.confirmRegistration(ctx, args.hash)),
      DeleteCustomer: (_: unknown, args: Token, c: GraphQLContext) =>
        run(c, args, (ctx) => account.deleteCustomer(ctx)),
      updateCustomer: (_: unknown, args: Token & { input: unknown }, c: GraphQLContext) =>
        run(c, args, (ctx) => profile.updateCustomer(ctx, args.input)),
      changeEmail: (
        _: unknown,
        args: Token & { input: { email: string; emailConfirmation: string; password: string } },
        c: GraphQLContext,
      ) => run(c, args, (ctx) => profile.changeEmail(ctx, args.input)),
      changePassword: (
        _: unknown,
        args: Token & { input: { password: string; newPassword: string; newPasswordConfirm: string } },
        c: GraphQLContext,
      ) => run(c, args, (ctx) => profile.changePassword(ctx, args.input)),
      sendPasswordRecoveryMail: (_: unknown, args: Token & { input: { email: string } }, c: GraphQLContext) =>
        run(c, args, (ctx) => profile.sendPasswordRecoveryMail(ctx, args.input)),
      resetPassword: (
        _: unknown,
        args: { input: { hash: string; newPassword: string; newPasswordConfirm: string } },
        c: GraphQLContext,
      ) => run(c, {}, (ctx) => profile.resetPassword(args.input, ctx)),
      addAddress: (_: unknown, args: Token & { input: unknown }, c: GraphQLContext) =>
        run(c, args, (ctx) => addresses.addAddress(ctx, args.input)),
      updateAddress: (_: unknown, args: Token & { addressId: string; input: unknown }, c: GraphQLContext) =>
        run(c, args, (ctx) => addresses.updateAddress(ctx, args.addressId, args.input)),
      deleteAddress: (_: unknown, args: Token & { addressId: string }, c: GraphQLContext) =>
        run(c, args, (ctx) => addresses.deleteAddress(ctx, args.addressId)),
      defaultBillingAddress: (_: unknown, args: Token & { addressId: string }, c: GraphQLContext) =>
        run(c, args, (ctx) => addresses.setDefaultAddress(ctx, 'billing', args.addressId)),
      defaultShippingAddress: (_: unknown, args: Token & { addressId: string }, c: GraphQLContext) =>
        run(c, args, (ctx) => addresses.setDefaultAddress(ctx, 'shipping', args.addressId)),
      setShippingAddress: (_: unknown, args: Token & { id: string }, c: GraphQLContext) =>
        run(c, args, (ctx) => addresses.setDefaultAddress(ctx, 'shipping', args.id)),
      addToWishlist: (_: unknown, args: Token & { productId: string }, c: GraphQLContext) =>
        run(c, args, (ctx) => wishlist.addToWishlist(ctx, args.productId)),
      deleteFromWishlist: (_: unknown, args: Token & { productId: string }, c: GraphQLContext) =>
        run(c, args, (ctx) => wishlist.deleteFromWishlist(ctx, args.productId)),
      ttAddNewsletterMember: (_: unknown, args: { input: unknown }, c: GraphQLContext) =>
        run(c, {}, (ctx) => newsletter.addNewsletterMember(ctx, args.input)),
      newsletterSettings: (_: unknown, args: { hash: string; subscribed?: boolean | null }, c: GraphQLContext) =>
        run(c, {}, (ctx) => newsletter.newsletterSettings(ctx, args.hash, args.subscribed ?? null)),
    },
  };
}
