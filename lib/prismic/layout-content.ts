/**
 * Layout documents → the compact data the header, footer and checkout layout render (spec §7
 * 'Layout content'). Pure functions, so they are testable without a server.
 */
import * as prismic from '@prismicio/client';
import type { Content } from '@prismicio/client';
import { linkHref } from './links';
import type { AllDocumentTypes } from './types';
import { MAX_PROMO_BANNERS, type PromoBanner } from '@/lib/promo-banner';

export type { PromoBanner } from '@/lib/promo-banner';

/** A link with its visible label. */
export interface LayoutLink {
  label: string;
  href: string;
}

/** A selling point (usps document item). */
export interface LayoutUsp {
  label: string;
  href: string | null;
  icon: string;
}

export interface LayoutContent {
  promoBanners: PromoBanner[];
  /** When the content was read (epoch ms): which banners the server-rendered HTML shows. */
  readAt: number;
  headerUsps: LayoutUsp[];
  headerLinks: LayoutLink[];
  footerMenus: { title: string; links: LayoutLink[] }[];
  legalLinks: LayoutLink[];
  /** The legal links' accessibility button (spec §2 'Footer'). */
  accessibility: LayoutLink | null;
  socials: { platform: string; href: string }[];
  paymentIcons: PaymentIcon[];
  jobs: { title: string; text: prismic.RichTextField; button: LayoutLink | null } | null;
  reviews: {
    provider: 'reviews' | 'trusted_shops';
    averageRating: number;
    reviewCount: number;
    href: string | null;
  } | null;
}

/** A payment method icon: `icon` is the method key (ideal, visa, …), `label` its accessible name. */
export interface PaymentIcon {
  icon: string;
  label: string;
}

export interface CheckoutLayoutContent {
  /** usps uid `checkout-header`. */
  checkoutUsps: LayoutUsp[];
  /** usps uid `cart`. */
  cartUsps: LayoutUsp[];
  /** icons uid `payment-methods`. */
  paymentIcons: PaymentIcon[];
}

function find<T extends AllDocumentTypes['type']>(
  documents: AllDocumentTypes[],
  type: T,
  uid: string,
): Extract<AllDocumentTypes, { type: T }> | undefined {
  return documents.find((document) => document.type === type && document.uid === uid) as
    Extract<AllDocumentTypes, { type: T }> | undefined;
}

function links(items: { label: prismic.KeyTextField; link: prismic.LinkField }[] | undefined): LayoutLink[] {
  return (items ?? []).flatMap((item) => {
    const href = linkHref(item.link);
    return href && prismic.isFilled.keyText(item.label) ? [{ label: item.label, href }] : [];
  });
}

/** The selling points of a usps document (items with a label; the link's URL; icon `check` by default). */
export function toUsps(document: Content.UspsDocument | undefined): LayoutUsp[] {
  return (document?.data.items ?? []).flatMap((item) =>
    prismic.isFilled.keyText(item.label)
      ? [{ label: item.label, href: linkHref(item.link), icon: item.icon ?? 'check' }]
      : [],
  );
}

function paymentIcons(document: Content.IconsDocument | undefined): PaymentIcon[] {
  return (document?.data.icons ?? []).flatMap((item) =>
    item.icon ? [{ icon: item.icon, label: prismic.isFilled.keyText(item.label) ? item.label : item.icon }] : [],
  );
}

const epoch = (value: prismic.TimestampField | undefined): number | null => {
  const date = prismic.asDate(value ?? null);
  return date ? date.getTime() : null;
};

/** Banners with text, at most {@link MAX_PROMO_BANNERS}, in the editor's order. */
function promoBanners(document: Content.PromoBannerDocument | undefined): PromoBanner[] {
  return (document?.data.banners ?? [])
    .flatMap((banner) =>
      prismic.isFilled.keyText(banner.text)
        ? [
            {
              text: banner.text,
              href: linkHref(banner.link),
              from: epoch(banner.action_from),
              until: epoch(banner.action_to),
              color: banner.color ?? null,
              backgroundColor: banner.background_color ?? null,
            },
          ]
        : [],
    )
    .slice(0, MAX_PROMO_BANNERS);
}

/** The default layout's content from its documents (missing documents give empty parts). */
export function toLayout(documents: AllDocumentTypes[], readAt: number): LayoutContent {
  const legal = find(documents, 'link_list', 'legal-links');
  const jobs = find(documents, 'jobs_block', 'jobs-block');
  const reviews = find(documents, 'reviews_stats', 'reviews-stats');
  const accessibilityHref = linkHref(legal?.data.accessibility_link);
  const jobsHref = linkHref(jobs?.data.button_link);
  return {
    promoBanners: promoBanners(find(documents, 'promo_banner', 'promo-banner')),
    readAt,
    headerUsps: toUsps(find(documents, 'usps', 'header')),
    headerLinks: links(find(documents, 'link_list', 'header-links')?.data.links),
    footerMenus: (find(documents, 'footer_navigation', 'footer-navigation')?.data.slices ?? []).flatMap((menu) => {
      const menuLinks = links(menu.items);
      return prismic.isFilled.keyText(menu.primary.title) && menuLinks.length > 0
        ? [{ title: menu.primary.title, links: menuLinks }]
        : [];
    }),
    legalLinks: links(legal?.data.links),
    accessibility:
      accessibilityHref && prismic.isFilled.keyText(legal?.data.accessibility_label)
        ? { label: legal.data.accessibility_label, href: accessibilityHref }
        : null,
    socials: (find(documents, 'socials', 'socials')?.data.links ?? []).flatMap((item) => {
      const href = linkHref(item.link);
      return href && item.platform ? [{ platform: item.platform, href }] : [];
    }),
    paymentIcons: paymentIcons(find(documents, 'icons', 'payment-methods')),
    jobs:
      jobs && prismic.isFilled.keyText(jobs.data.title)
        ? {
            title: jobs.data.title,
            text: jobs.data.text,
            button:
              jobsHref && prismic.isFilled.keyText(jobs.data.button_text)
                ? { label: jobs.data.button_text, href: jobsHref }
                : null,
          }
        : null,
    reviews:
      reviews && prismic.isFilled.number(reviews.data.average_rating)
        ? {
            provider: reviews.data.provider === 'trusted_shops' ? 'trusted_shops' : 'reviews',
            averageRating: reviews.data.average_rating,
            reviewCount: reviews.data.review_count ?? 0,
            href: linkHref(reviews.data.view_review_url),
          }
        : null,
  };
}

/** The checkout layout's content from its documents. */
export function toCheckoutLayout(documents: AllDocumentTypes[]): CheckoutLayoutContent {
  return {
    checkoutUsps: toUsps(find(documents, 'usps', 'checkout-header')),
    cartUsps: toUsps(find(documents, 'usps', 'cart')),
    paymentIcons: paymentIcons(find(documents, 'icons', 'payment-methods')),
  };
}
