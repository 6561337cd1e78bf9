/**
 * Slice components by `slice_type`, for `<SliceZone components={components}>` (docs/architecture.md
 * 'Content'). Every slice of the `cms_page` slice zone has one (tests/content/slices.test.ts checks
 * it); slice types without a component fall back to SliceZone's default (nothing in production).
 * The client parts of every slice here load with every page whose route can render a content page
 * (Turbopack groups a route's client references, also behind `next/dynamic`): keep them small, and
 * load anything heavy lazily from the client side, as `components/content/SliceSlider.tsx` does
 * with Swiper.
 */
import { coreSlices } from './core';
import AttentionBlock from './attention_block';
import BrandingBlock from './branding_block';
import Button from './button';
import CategorySlider from './category_slider';
import CookieSettings from './cookie_settings';
import CustomerServiceContact from './customer_service_contact';
import Faq from './faq';
import ImageWithTitle from './image_with_title';
import Images from './images';
import NewsletterSubscription from './newsletter_subscription';
import PersonalisedProductFeed from './personalised_product_feed';
import RichtextWithMedia from './richtext_with_media';
import RotatingPicks from './rotating_picks';
import ShopTheLookSlider from './shop_the_look_slider';
import Slider from './slider';
import SocialFeedEmbed from './social_feed_embed';
import ThreeColumnImagesBlock from './three_column_images_block';
import TimelineSlider from './timeline_slider';
import Videos from './videos';

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
  newsletter_subscription: NewsletterSubscription,
  personalised_product_feed: PersonalisedProductFeed,
  richtext_with_media: RichtextWithMedia,
  rotating_picks: RotatingPicks,
  shop_the_look_slider: ShopTheLookSlider,
  slider: Slider,
  social_feed_embed: SocialFeedEmbed,
  three_column_images_block: ThreeColumnImagesBlock,
  timeline_slider: TimelineSlider,
  videos: Videos,
};
