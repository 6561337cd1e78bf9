/**
 * The states the newsletter settings page tells apart (spec §2 '/newsletter/einstellungen/{hash}/'):
 * signed up but not confirmed yet, subscribed, unsubscribed.
 */
export type NewsletterStatus = 'unconfirmed' | 'subscribed' | 'unsubscribed';

/** The back end's `NewsletterSettings.status` as a state of the page; an unknown value reads as not confirmed yet. */
export function initialNewsletterStatus(status: string): NewsletterStatus {
  return status === 'subscribed' || status === 'unsubscribed' ? status : 'unconfirmed';
}
