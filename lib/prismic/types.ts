/**
 * Hand-written Prismic content types (what Slice Machine's codegen would produce) for the models in
 * `customtypes/` and `slices/` (spec §3 'Content block (slice)'). Also available as
 * `Content.<Name>` from `@prismicio/client` through module augmentation, as generated types are.
 */
import type * as prismic from '@prismicio/client';

type Simplify<T> = { [K in keyof T]: T[K] };

/** Button styles (spec §2 'Content blocks available'). */
export type ButtonStyle = 'Link' | 'Call to action' | 'Shop flow' | 'Default';

/** Hero content placement: horizontal (links/midden/rechts) × vertical (boven/midden/onder). */
export type HeroPosition =
  | 'links-boven'
  | 'links-midden'
  | 'links-onder'
  | 'midden-boven'
  | 'midden-midden'
  | 'midden-onder'
  | 'rechts-boven'
  | 'rechts-midden'
  | 'rechts-onder';

export const HERO_POSITIONS: readonly HeroPosition[] = [
  'links-boven',
  'links-midden',
  'links-onder',
  'midden-boven',
  'midden-midden',
  'midden-onder',
  'rechts-boven',
  'rechts-midden',
  'rechts-onder',
];

// ── hero ─────────────────────────────────────────────────────────────────────────────────────

/** Primary fields of the hero slice (slices/hero/model.json). */
export interface HeroSliceDefaultPrimary {
  /** Heading text (required: without it the hero renders nothing). */
  title: prismic.KeyTextField;
  /** `h1` only when the page has no other h1; default `h2`. */
  heading_level: prismic.SelectField<'h1' | 'h2', 'filled'>;
  /** Optional intro text below the title. */
  text: prismic.RichTextField;
  /** Campaign image (required); optional `mobile` crop. */
  image: prismic.ImageField<'mobile'>;
  button_text: prismic.KeyTextField;
  button_link: prismic.LinkField;
  button_style: prismic.SelectField<ButtonStyle, 'filled'>;
  position: prismic.SelectField<HeroPosition, 'filled'>;
  /** Text colour over the image (a contrasting panel is chosen automatically). */
  color: prismic.ColorField;
}

export type HeroSliceDefault = prismic.SharedSliceVariation<'default', Simplify<HeroSliceDefaultPrimary>, never>;
export type HeroSlice = prismic.SharedSlice<'hero', HeroSliceDefault>;

// ── usps ─────────────────────────────────────────────────────────────────────────────────────

export interface UspsSliceDefaultPrimary {
  /** Optional visible heading; the list is labelled by it when present. */
  title: prismic.KeyTextField;
}

/** One unique selling point (spec §3: label, link, icon, icon_inline, description). */
export interface UspsSliceDefaultItem {
  label: prismic.KeyTextField;
  link: prismic.LinkField;
  icon: prismic.SelectField<'check' | 'truck' | 'return' | 'chat' | 'star' | 'store'>;
  /** Shows the icon inline before the label instead of above it. */
  icon_inline: prismic.BooleanField;
  description: prismic.RichTextField;
}

export type UspsSliceDefault = prismic.SharedSliceVariation<
  'default',
  Simplify<UspsSliceDefaultPrimary>,
  Simplify<UspsSliceDefaultItem>
>;
export type UspsSlice = prismic.SharedSlice<'usps', UspsSliceDefault>;

// ── products ─────────────────────────────────────────────────────────────────────────────────

export interface ProductsSliceDefaultPrimary {
  title: prismic.KeyTextField;
  /** A storefront category URL such as `/dames/schoenen/`. */
  category_url: prismic.KeyTextField;
  /** Comma-separated SKUs shown instead of the category's first products. */
  skus: prismic.KeyTextField;
  /** How many products (default 8). */
  limit: prismic.NumberField;
}

export type ProductsSliceDefault = prismic.SharedSliceVariation<
  'default',
  Simplify<ProductsSliceDefaultPrimary>,
  never
>;
export type ProductsSlice = prismic.SharedSlice<'products', ProductsSliceDefault>;

// ── richtext (used by the 404 page; component provided elsewhere) ────────────────────────────

export interface RichtextSliceDefaultPrimary {
  content: prismic.RichTextField;
}
export type RichtextSliceDefault = prismic.SharedSliceVariation<
  'default',
  Simplify<RichtextSliceDefaultPrimary>,
  never
>;
export type RichtextSlice = prismic.SharedSlice<'richtext', RichtextSliceDefault>;

// ── documents ────────────────────────────────────────────────────────────────────────────────

export type CmsPageDocumentDataSlicesSlice = HeroSlice | ProductsSlice | UspsSlice | RichtextSlice;

/** Data of a `cms_page` (customtypes/cms_page/index.json); the home page is uid `home`. */
export interface CmsPageDocumentData {
  /** Page heading. */
  title: prismic.KeyTextField;
  slices: prismic.SliceZone<CmsPageDocumentDataSlicesSlice>;
  /** `<title>`; the page falls back to `title` (spec §2 'Content page'). */
  meta_title: prismic.KeyTextField;
  meta_description: prismic.KeyTextField;
  /** Robots directive; default `index,follow`. */
  robots: prismic.SelectField<'index,follow' | 'noindex,follow' | 'index,nofollow' | 'noindex,nofollow'>;
}

export type CmsPageDocument<Lang extends string = string> = prismic.PrismicDocumentWithUID<
  Simplify<CmsPageDocumentData>,
  'cms_page',
  Lang
>;

/** Data of a `product_list_page`: editorial content around a category listing. */
export interface ProductListPageDocumentData {
  title: prismic.KeyTextField;
  /** The storefront category URL this content belongs to, e.g. `/dames/schoenen/`. */
  category_url: prismic.KeyTextField;
  intro: prismic.RichTextField;
  slices: prismic.SliceZone<CmsPageDocumentDataSlicesSlice>;
  meta_title: prismic.KeyTextField;
  meta_description: prismic.KeyTextField;
}

export type ProductListPageDocument<Lang extends string = string> = prismic.PrismicDocumentWithUID<
  Simplify<ProductListPageDocumentData>,
  'product_list_page',
  Lang
>;

// ── navigation (layout content: the for-her and for-him menus) ──────────────────────────────────

/** Primary fields of a first-level menu entry (spec §3 'Navigation slices'). */
export interface NavigationItemSliceDefaultPrimary {
  title: prismic.KeyTextField;
  /** Identifier of the entry (analytics, anchors), e.g. `for-her-shoes`. */
  uid: prismic.KeyTextField;
  /** The entry's own page. */
  link: prismic.LinkField;
  /** Hidden from the menu when false. */
  show_menu: prismic.BooleanField;
  /** Its columns (second and third level) are shown when true. */
  show_submenu: prismic.BooleanField;
  /** Text colour of the entry (e.g. sale red), or null. */
  color: prismic.ColorField;
}

/** A column of a menu entry: a title (second level) and a list of links (third level). */
export interface NavigationItemSliceDefaultItem {
  titles: prismic.KeyTextField;
  /** A list whose items each hold one hyperlink. */
  lists: prismic.RichTextField;
  tags: prismic.KeyTextField;
  image: prismic.ImageField;
  image_link: prismic.LinkField;
  image_title: prismic.KeyTextField;
  image_button: prismic.KeyTextField;
}

export type NavigationItemSliceDefault = prismic.SharedSliceVariation<
  'default',
  Simplify<NavigationItemSliceDefaultPrimary>,
  Simplify<NavigationItemSliceDefaultItem>
>;
export type NavigationItemSlice = prismic.SharedSlice<'navigation_item', NavigationItemSliceDefault>;

export interface NavigationDocumentData {
  /** The segment's label (Women, Men). */
  title: prismic.KeyTextField;
  slices: prismic.SliceZone<NavigationItemSlice>;
}

/** The menu of one segment (uid `for-her` or `for-him`) in one language. */
export type NavigationDocument<Lang extends string = string> = prismic.PrismicDocumentWithUID<
  Simplify<NavigationDocumentData>,
  'navigation',
  Lang
>;

/** Every document type of the repository. */
export type AllDocumentTypes = CmsPageDocument | ProductListPageDocument | NavigationDocument;

/** Document of one type. */
export type DocumentOfType<T extends AllDocumentTypes['type']> = Extract<AllDocumentTypes, { type: T }>;

declare module '@prismicio/client' {
  interface CreateClient {
    (repositoryNameOrEndpoint: string, options?: prismic.ClientConfig): prismic.Client<AllDocumentTypes>;
  }

  // eslint-disable-next-line @typescript-eslint/no-namespace -- mirrors Slice Machine's generated types
  namespace Content {
    export type {
      AllDocumentTypes,
      CmsPageDocument,
      CmsPageDocumentData,
      CmsPageDocumentDataSlicesSlice,
      ProductListPageDocument,
      ProductListPageDocumentData,
      NavigationDocument,
      NavigationDocumentData,
      NavigationItemSlice,
      NavigationItemSliceDefault,
      NavigationItemSliceDefaultPrimary,
      NavigationItemSliceDefaultItem,
      HeroSlice,
      HeroSliceDefault,
      HeroSliceDefaultPrimary,
      UspsSlice,
      UspsSliceDefault,
      UspsSliceDefaultPrimary,
      UspsSliceDefaultItem,
      ProductsSlice,
      ProductsSliceDefault,
      ProductsSliceDefaultPrimary,
      RichtextSlice,
      RichtextSliceDefault,
      RichtextSliceDefaultPrimary,
    };
  }
}
