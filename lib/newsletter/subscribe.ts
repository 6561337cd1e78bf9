import { AddNewsletterMember } from '@/graphql/newsletter';
import { browserApolloClient } from '@/lib/apollo/browser-client';
import { CommerceError } from '@/lib/commerce/errors';
import { BOT_CHECK_HEADER } from '@/lib/bot-check/actions';
import { botCheckToken } from '@/lib/bot-check/client';
import type { NewsletterSignup } from './signup';

/**
 * Sends a sign-up (spec §7 ttAddNewsletterMember) on the browser's Apollo client, through the BFF.
 * Loaded by the newsletter form on demand, so Apollo stays out of the first load of the pages that
 * show the block (as `lib/cart/cart-client.ts`). Solves the bot check first (`x-bot-check`,
 * lib/bot-check/client.ts). Resolves once the back end said `true`.
 *
 * @throws CommerceError for a refused or failed call (code `RATE_LIMITED` for the BFF's 429) and
 *   when the back end answers `false` (spec §8 'Newsletter subscribe failure'); `BOT_CHECK_UNAVAILABLE`
 *   when the bot check could not run (nothing is sent then)
 */
export async function subscribeToNewsletter(signup: NewsletterSignup): Promise<void> {
  const token = await botCheckToken('newsletter');
  let subscribed: boolean | undefined;
  try {
    const result = await browserApolloClient().mutate({
      mutation: AddNewsletterMember,
      variables: { input: signup },
      context: { headers: { [BOT_CHECK_HEADER]: token } },
    });
    subscribed = result.data?.ttAddNewsletterMember;
  } catch (caught) {
    throw CommerceError.from(caught);
  }
  if (subscribed !== true) throw new CommerceError([{ message: 'Newsletter sign-up was not accepted' }]);
}
