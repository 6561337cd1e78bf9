/**
 * Shared by the content-slice tests (faq, attention_block, button, customer_service_contact,
 * richtext_with_media, branding_block): next-intl's server `getTranslations` answering with the
 * real English messages (`vi.mock('next-intl/server', () => import('./content-slice-support'))`),
 * and the props SliceZone passes to a slice component.
 */
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import { STOREFRONTS } from '@/lib/stores';
import type { SliceContext } from '@/components/content/ContentPage';

/** Stand-in for `next-intl/server`'s `getTranslations(namespace)`: English messages. */
export async function getTranslations(namespace?: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- namespaces are checked by the real call sites
  return createTranslator({ locale: 'en', messages: en, namespace: namespace as any });
}

/** SliceZone's props for `slice` at position `index`, with the NL storefront as context unless given. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test passes its slice's own shape
export function sliceProps<S>(slice: S, context: Partial<SliceContext> = { storefront: STOREFRONTS.NL }): any {
  return { slice, index: 0, slices: [slice], context };
}
