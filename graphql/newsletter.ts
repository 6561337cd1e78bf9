/**
 * The storefront's newsletter operations (spec §7 'Newsletter', §2 '/newsletter/einstellungen/{hash}/').
 * Sign-up is double opt-in (docs/decisions/0011-double-opt-in.md): the back end mails a link to the settings page.
 */
import { graphql, type ResultOf } from './graphql';

/**
 * §7 ttAddNewsletterMember: `true` for a new and a known address alike (the answer never tells
 * whether the address is subscribed); the confirmation mail follows.
 */
export const AddNewsletterMember = graphql(`
  mutation AddNewsletterMember($input: NewsletterInput!) {
    ttAddNewsletterMember(input: $input)
  }
`);

/**
 * The settings page's subscription (masked email, subscribed): `subscribed` true confirms, false
 * unsubscribes, null only reads. NEWSLETTER_LINK_INVALID for an unknown hash.
 */
export const NewsletterSettings = graphql(`
  mutation NewsletterSettings($hash: String!, $subscribed: Boolean) {
    newsletterSettings(hash: $hash, subscribed: $subscribed) {
      email
      subscribed
      status
      language
    }
  }
`);

export type NewsletterSettingsData = ResultOf<typeof NewsletterSettings>['newsletterSettings'];
