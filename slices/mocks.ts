/**
 * Every page slice's mocks (`slices/<id>/mocks.json`, Slice Machine's format) by slice type, for
 * `/slice-simulator/?slice=<id>`. Kept in step with `slices/index.ts` (tests/content/slices.test.ts).
 */
import AttentionBlockMocks from './attention_block/mocks.json';
import BrandingBlockMocks from './branding_block/mocks.json';
import ButtonMocks from './button/mocks.json';
import CategorySliderMocks from './category_slider/mocks.json';
import CookieSettingsMocks from './cookie_settings/mocks.json';
import CustomerServiceContactMocks from './customer_service_contact/mocks.json';
import FaqMocks from './faq/mocks.json';
import HeroMocks from './hero/mocks.json';
import ImageWithTitleMocks from './image_with_title/mocks.json';
import ImagesMocks from './images/mocks.json';
import NewsletterSubscriptionMocks from './newsletter_subscription/mocks.json';
import PersonalisedProductFeedMocks from './personalised_product_feed/mocks.json';
import ProductsMocks from './products/mocks.json';
import RichtextMocks from './richtext/mocks.json';
import RichtextWithMediaMocks from './richtext_with_media/mocks.json';
import RotatingPicksMocks from './rotating_picks/mocks.json';
import ShopTheLookSliderMocks from './shop_the_look_slider/mocks.json';
import SliderMocks from './slider/mocks.json';
import SocialFeedEmbedMocks from './social_feed_embed/mocks.json';
import ThreeColumnImagesBlockMocks from './three_column_images_block/mocks.json';
import TimelineSliderMocks from './timeline_slider/mocks.json';
import UspsMocks from './usps/mocks.json';
import VideosMocks from './videos/mocks.json';

export const SLICE_MOCKS: Record<string, readonly unknown[]> = {
  attention_block: AttentionBlockMocks,
  branding_block: BrandingBlockMocks,
  button: ButtonMocks,
  category_slider: CategorySliderMocks,
  cookie_settings: CookieSettingsMocks,
  customer_service_contact: CustomerServiceContactMocks,
  faq: FaqMocks,
  hero: HeroMocks,
  image_with_title: ImageWithTitleMocks,
  images: ImagesMocks,
  newsletter_subscription: NewsletterSubscriptionMocks,
  personalised_product_feed: PersonalisedProductFeedMocks,
  products: ProductsMocks,
  richtext: RichtextMocks,
  richtext_with_media: RichtextWithMediaMocks,
  rotating_picks: RotatingPicksMocks,
  shop_the_look_slider: ShopTheLookSliderMocks,
  slider: SliderMocks,
  social_feed_embed: SocialFeedEmbedMocks,
  three_column_images_block: ThreeColumnImagesBlockMocks,
  timeline_slider: TimelineSliderMocks,
  usps: UspsMocks,
  videos: VideosMocks,
};
