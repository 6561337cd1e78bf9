/**
 * Slice components by `slice_type`, for `<SliceZone components={components}>` (DESIGN.md
 * 'Content'). Every slice of the `cms_page` slice zone has one (tests/content/slices.test.ts checks
 * it); slice types without a component fall back to SliceZone's default (nothing in production).
 */
import AttentionBlock from './attention_block';
import BrandingBlock from './branding_block';
import Button from './button';
import CategorySlider from './category_slider';
import CookieSettings from './cookie_settings';
import CustomerServiceContact from './customer_service_contact';
import Faq from './faq';
import Hero from './hero';
import ImageWithTitle from './image_with_title';
import Images from './images';
import PersonalisedProductFeed from './personalised_product_feed';
import Products from './products';
import Richtext from './richtext';
import RichtextWithMedia from './richtext_with_media';
import RotatingPicks from './rotating_picks';
import Slider from './slider';
import SocialFeedEmbed from './social_feed_embed';
import ThreeColumnImagesBlock from './three_column_images_block';
import TimelineSlider from './timeline_slider';
import Usps from './usps';
import Videos from './videos';

export const components = {
  attention_block: AttentionBlock,
  branding_block: BrandingBlock,
  button: Button,
  category_slider: CategorySlider,
  cookie_settings: CookieSettings,
  customer_service_contact: CustomerServiceContact,
  faq: Faq,
  hero: Hero,
  image_with_title: ImageWithTitle,
  images: Images,
  personalised_product_feed: PersonalisedProductFeed,
  products: Products,
  richtext: Richtext,
  richtext_with_media: RichtextWithMedia,
  rotating_picks: RotatingPicks,
  slider: Slider,
  social_feed_embed: SocialFeedEmbed,
  three_column_images_block: ThreeColumnImagesBlock,
  timeline_slider: TimelineSlider,
  usps: Usps,
  videos: Videos,
};
