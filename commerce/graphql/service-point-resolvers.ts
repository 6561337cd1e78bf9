/**
 * Resolvers of the store locator, pickup point and stock calls (spec §2 store locator, §7
 * findServicePoints, 'Stock availability', 'Stock for stores', 'getStockData').
 */
import { fail } from '../services/common';
import { findServicePoints } from '../services/service-points/find';
import { storeByReference, storesByIds } from '../services/service-points/stores-provider';
import { getStockData, stockAvailability, storeStock } from '../services/stock';
import type { RunService } from './request-context';
import type { QueryResolvers } from './resolvers-types';

/** Most providerIds physicalStores takes (a customer's 'My stores' hold far fewer). */
export const MAX_STORE_IDS = 200;

/** The Query fields of the service-point and stock calls, run through the shared `run`. */
export function servicePointResolvers(run: RunService) {
  return {
    Query: {
      findServicePoints: (_, args, c) => run(c, {}, (ctx) => findServicePoints(ctx, args.query)),
      physicalStore: (_, args, c) => run(c, {}, (ctx) => storeByReference(ctx.db, args.reference.trim())),
      physicalStores: (_, args, c) =>
        run(c, {}, (ctx) => {
          if (args.providerIds.length > MAX_STORE_IDS)
            throw fail('INVALID_INPUT', `At most ${MAX_STORE_IDS} store ids per call.`);
          return storesByIds(ctx.db, args.providerIds);
        }),
      stockAvailability: (_, args, c) =>
        run(c, {}, (ctx) => stockAvailability(ctx.db, args.skus, args.locations, args.unmanaged)),
      storeStock: (_, args, c) => run(c, {}, (ctx) => storeStock(ctx.db, args.skus, args.unmanaged)),
      getStockData: (_, args, c) => run(c, {}, (ctx) => getStockData(ctx.db, args.query)),
    } satisfies QueryResolvers,
  };
}
