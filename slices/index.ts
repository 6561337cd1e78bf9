/**
 * Slice components by `slice_type`, for `<SliceZone components={components}>` (DESIGN.md
 * 'Content'). Every slice of the `cms_page` slice zone has one (tests/content/slices.test.ts checks
 * it); slice types without a component fall back to SliceZone's default (nothing in production).
 * Slices beyond the home page's (hero, products, richtext, usps) are imported with `next/dynamic`,
 * as Slice Machine does: still rendered on the server, but their client parts (swiper, the FAQ
 * accordion, video players, consent gates) load only on pages that show them, not on every page
 * whose route can render a content page.
 */
import dynamic from 'next/dynamic';
import { coreSlices } from './core';

const AttentionBlock = dynamic(() => import('./attention_block'));
const BrandingBlock = dynamic(() => import('./branding_block'));
const Button = dynamic(() => import('./button'));
const CategorySlider = dynamic(() => import('./category_slider'));
const CookieSettings = dynamic(() => import('./cookie_settings'));
const CustomerServiceContact = dynamic(() => import('./customer_service_contact'));
const Faq = dynamic(() => import('./faq'));
const ImageWithTitle = dynamic(() => import('./image_with_title'));
const Images = dynamic(() => import('./images'));
const PersonalisedProductFeed = dynamic(() => import('./personalised_product_feed'));
const RichtextWithMedia = dynamic(() => import('./richtext_with_media'));
const RotatingPicks = dynamic(() => import('./rotating_picks'));
const Slider = dynamic(() => import('./slider'));
const SocialFeedEmbed = dynamic(() => import('./social_feed_embed'));
const ThreeColumnImagesBlock = dynamic(() => import('./three_column_images_block'));
const TimelineSlider = dynamic(() => import('./timeline_slider'));
const Videos = dynamic(() => import('./videos'));

export const components = {
  ...coreSlices,
  attention_block: AttentionBlock,
  branding_block: BrandingBlock,
  button: Button,
  category_slider: CategorySlider,
  cookie_settings: CookieSettings,
  customer_service_contact: CustomerServiceContact,
  faq: Faq,
  image_with_title: ImageWithTitle,
  images: Images,
  personalised_product_feed: PersonalisedProductFeed,
  richtext_with_media: RichtextWithMedia,
  rotating_picks: RotatingPicks,
  slider: Slider,
  social_feed_embed: SocialFeedEmbed,
  three_column_images_block: ThreeColumnImagesBlock,
  timeline_slider: TimelineSlider,
  videos: Videos,
};
