/**
 * The states the newsletter settings page tells apart (spec §2 '/newsletter/einstellungen/{hash}/'):
 * signed up but not confirmed yet, subscribed, unsubscribed.
 */
export type NewsletterStatus = 'unconfirmed' | 'subscribed' | 'unsubscribed';

/**
 * The state a settings link opens in. The back end answers only `subscribed` (confirmed and not
 * unsubscribed), so any other subscription opens as not confirmed yet, the state of a fresh sign-up
 * mail's link; 'unsubscribed' is known only after the shopper unsubscribes on the page. Either way
 * the action is the same call (`subscribed: true`).
 */
export function initialNewsletterStatus(subscribed: boolean): NewsletterStatus {
  return subscribed ? 'subscribed' : 'unconfirmed';
}
