import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 10000001 });

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  key: text('key').notNull().unique(),
  level: integer('level').notNull(),
  gender: text('gender').notNull(),
  kind: text('kind'),
  path: text('path').notNull(),
  position: integer('position').notNull().default(0),
});

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    url: text('url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.lang] })],
);

export const urlRecords = pgTable(
  'url_records',
  {
    id: serial('id').primaryKey(),
    storeKey: text('store_key').notNull(),
    url: text('url').notNull(),
    pageType: text('page_type').notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    sku: text('sku'),
    label: text('label').notNull(),
    gender: text('gender'),
    parents: jsonb('parents')
      .notNull()
      .default(sql`'[]'::jsonb`),
    filters: jsonb('filters'),
    /** The list's default sort, a search sort option key (e.g. `sale`); null for the search's default. */
    sort: text('sort'),
  },
  (t) => [
    uniqueIndex('url_records_store_url_idx').on(t.storeKey, t.url),
    index('url_records_store_sku_idx').on(t.storeKey, t.sku),
    index('url_records_label_trgm_idx').using('gin', sql`${t.label} gin_trgm_ops`),
  ],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    parentSku: text('parent_sku').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    kind: text('kind').notNull(),
    productType: text('product_type').notNull(),
    gender: text('gender').notNull(),
    colorKey: text('color_key').notNull(),
    colorHex: text('color_hex').notNull(),
    accentHex: text('accent_hex').notNull(),
    priceCents: integer('price_cents').notNull(),
    salePriceCents: integer('sale_price_cents'),
    isNew: boolean('is_new').notNull().default(false),
    isPresentedBySneakers: boolean('is_presented_by_sneakers').notNull().default(false),
    isOneSize: boolean('is_one_size').notNull().default(false),
    releaseDate: date('release_date'),
    comingSoonDate: date('coming_soon_date'),
    marketingLabel: text('marketing_label'),
    position: integer('position').notNull().default(0),
    priceUpdatedAt: timestamp('price_updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Frames of the 360° view (`threesixty-NN-498x705.webp` in the product's media folder); 0 when none. */
    threesixtyFrames: integer('threesixty_frames').notNull().default(0),
    /** Product video file in the product's media folder (e.g. `video.mp4`); null when none. */
    video: text('video'),
  },
  (t) => [
    index('products_parent_sku_idx').on(t.parentSku),
    index('products_category_idx').on(t.categoryId),
    check('products_price_check', sql`${t.priceCents} > 0`),
  ],
);

/**
 * A product's price in a currency other than the catalogue's base (EUR, `products.price_cents`): the
 * price list of the stores selling in it (spec §9 'Currency': GBP for the English store). Cents incl.
 * the VAT of the store; a product without a row is not sold in that currency. Never converted: a
 * price point per currency, as the merchandiser set it.
 */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** ISO 4217, e.g. `GBP`. */
    currency: text('currency').notNull(),
    priceCents: integer('price_cents').notNull(),
    salePriceCents: integer('sale_price_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.currency] }),
    check('product_prices_price_check', sql`${t.priceCents} > 0`),
    check('product_prices_sale_check', sql`${t.salePriceCents} IS NULL OR ${t.salePriceCents} < ${t.priceCents}`),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    colorName: text('color_name').notNull(),
    slug: text('slug').notNull(),
    searchText: text('search_text').notNull().default(''),
    searchVector: tsvector('search_vector'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.lang] }),
    index('product_translations_search_idx').using('gin', t.searchVector),
    index('product_translations_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('product_translations_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    position: integer('position').notNull().default(0),
    sku: text('sku').notNull().unique(),
    legacySku: text('legacy_sku').notNull(),
    stock: integer('stock').notNull().default(0),
    deliveryTime: text('delivery_time'),
  },
  (t) => [
    // One variant per size of a style-colour (the size facet counts variants as style-colours); also
    // the index of a style-colour's variants.
    uniqueIndex('variants_product_size_unique').on(t.productId, t.size),
    index('variants_legacy_sku_idx').on(t.legacySku),
    check('variants_stock_check', sql`${t.stock} >= 0`),
  ],
);

/** A weekday's regular hours (spec §3 'Service point' openingDays): day 1 (Monday) to 7, local HH:MM periods. */
export interface OpeningDayRow {
  day: number;
  open: boolean;
  periods: { start: string; end: string }[];
}

/**
 * A store's recurring special opening (a late opening before Christmas, a shopping Sunday), turned
 * into dated opening-day exceptions at read time: `monthDay` (MM-DD) every year, or the `nth`
 * `weekday` (1 Monday … 7 Sunday) of every month. `reason` in the store's language.
 */
export interface SpecialOpeningRow {
  monthDay?: string;
  nth?: number;
  weekday?: number;
  open: boolean;
  periods: { start: string; end: string }[];
  reason: string;
}

/**
 * The chain's physical stores (spec §2 store locator, §3 'Physical store' and 'Service point').
 * `reference` is the locator's URL slug (services/service-points/reference.ts). Opening hours are
 * local to the store's country; holidays come from `holiday_region` (a date-holidays subdivision,
 * e.g. NW) at read time. lat/lng are WGS84 degrees.
 */
export const physicalStores = pgTable(
  'physical_stores',
  {
    id: serial('id').primaryKey(),
    providerId: text('provider_id').notNull().unique(),
    title: text('title').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    houseNumberAddition: text('house_number_addition'),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    reference: text('reference').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** E.164, e.g. +31201234567. */
    telephone: text('telephone'),
    additionalInformation: text('additional_information'),
    /** The language of the store's texts (exception reasons): nl | fr | de | en. */
    language: text('language'),
    holidayRegion: text('holiday_region'),
    openingDays: jsonb('opening_days').$type<OpeningDayRow[]>().notNull().default([]),
    specialOpenings: jsonb('special_openings').$type<SpecialOpeningRow[]>().notNull().default([]),
    /**
     * The store's branch code (country + two digits, e.g. NL01): the tabletop location's `code`
     * (spec §3 'Tabletop session'), the newsletter's `branchcode` and an in-store order's branch.
     */
    branchCode: text('branch_code').notNull().unique(),
  },
  (t) => [uniqueIndex('physical_stores_reference_idx').on(t.reference)],
);

/**
 * The staff PIN of a store's tablets (spec §3 'Tabletop session'): an argon2id hash
 * (services/passwords.ts) of 6 to 12 digits. Staff type it to start, close or revoke a session.
 */
export const tabletopStaffCredentials = pgTable('tabletop_staff_credentials', {
  storeId: integer('store_id')
    .notNull()
    .unique()
    .references(() => physicalStores.id, { onDelete: 'cascade' }),
  pinHash: text('pin_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Tabletop sessions (spec §3 'Tabletop session', §4 status, §7 'Tabletop'). Only the SHA-256 (hex) of
 * the session id is kept, so a leaked table opens no tablet. `replaced_by_id` is the successor a
 * refresh made of an expired or closed session; each session has at most one.
 */
export const tabletopSessions = pgTable(
  'tabletop_sessions',
  {
    id: serial('id').primaryKey(),
    idDigest: text('id_digest').notNull().unique(),
    storeId: integer('store_id')
      .notNull()
      .references(() => physicalStores.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ttlAt: timestamp('ttl_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedById: integer('replaced_by_id').references((): AnyPgColumn => tabletopSessions.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('tabletop_sessions_store_idx').on(t.storeId)],
);

/**
 * The embedded carriers' pickup points (dhl, postnl, bpost, colissimo): the stand-in for the
 * carriers' location APIs (docs/decisions/0023-service-points-and-store-stock.md). providerId is
 * unique per provider; locationType packstation | parcelshop | postoffice.
 */
export const carrierPoints = pgTable(
  'carrier_points',
  {
    provider: text('provider').notNull(),
    providerId: text('provider_id').notNull(),
    locationType: text('location_type').notNull(),
    title: text('title').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    houseNumberAddition: text('house_number_addition'),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    telephone: text('telephone'),
    additionalInformation: text('additional_information'),
    language: text('language').notNull(),
    openingDays: jsonb('opening_days').$type<OpeningDayRow[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerId] })],
);

export const storeStock = pgTable(
  'store_stock',
  {
    physicalStoreId: integer('physical_store_id')
      .notNull()
      .references(() => physicalStores.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.physicalStoreId, t.variantId] }),
    index('store_stock_variant_idx').on(t.variantId),
    check('store_stock_qty_check', sql`${t.qty} >= 0`),
  ],
);

export const shippingMethods = pgTable('shipping_methods', {
  id: text('id').primaryKey(),
  storeKey: text('store_key').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  type: text('type').notNull(),
  position: integer('position').notNull().default(0),
  priceCents: integer('price_cents').notNull(),
  freeFromCents: integer('free_from_cents'),
  active: boolean('active').notNull().default(true),
  /**
   * The method's own delivery window in delivery days (Monday to Saturday) when every line is in
   * stock at the distribution centre, e.g. 1-1 for next-day express; null: the §9 default (1-3).
   */
  deliveryMinDays: integer('delivery_min_days'),
  deliveryMaxDays: integer('delivery_max_days'),
  /** Whose pickup points the method delivers to (stores | dhl | postnl | bpost | colissimo); null: home delivery. */
  servicePointsProvider: text('service_points_provider'),
  /** dhl only: the location types the method takes (packstation, parcelshop); null: all of the provider's. */
  servicePointTypes: jsonb('service_point_types').$type<string[]>(),
});

export const paymentMethods = pgTable('payment_methods', {
  id: text('id').primaryKey(),
  storeKey: text('store_key').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  provider: text('provider').notNull().default('sandbox'),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/**
 * Guests (created at checkout) and accounts (spec §4 'Customer'). An account has a password hash (argon2id) and
 * is confirmed once its registration mail's link was opened; its email is unique, case-insensitive,
 * among accounts (guests may share one). custom_fields holds only the spec's two settings.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerNumber: text('customer_number').notNull(),
    guest: boolean('guest').notNull().default(true),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    salutation: text('salutation'),
    storeKey: text('store_key').notNull(),
    defaultBillingAddressId: uuid('default_billing_address_id'),
    defaultShippingAddressId: uuid('default_shipping_address_id'),
    passwordHash: text('password_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    birthday: date('birthday'),
    newsletter: boolean('newsletter').notNull().default(false),
    customFields: jsonb('custom_fields').notNull().default({}),
    /** The branch code of the store where the customer joined the club on a tablet; null online. */
    branchCode: text('branch_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_account_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.guest} = false`),
  ],
);

/**
 * Single-use links sent by mail (registration confirmation, password recovery): only the SHA-256
 * of the random hash is stored, so a leaked table opens no account.
 */
export const customerLinks = pgTable(
  'customer_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    hashDigest: text('hash_digest').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_links_customer_idx').on(t.customerId)],
);

export const addresses = pgTable('addresses', {
  id: uuid('id').primaryKey().defaultRandom(),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  salutation: text('salutation'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  street: text('street').notNull(),
  zipcode: text('zipcode').notNull(),
  city: text('city').notNull(),
  countryIso: text('country_iso').notNull(),
  phoneNumber: text('phone_number'),
  additionalAddressLine1: text('additional_address_line1'),
  additionalAddressLine2: text('additional_address_line2'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contexts = pgTable(
  'contexts',
  {
    token: text('token').primaryKey(),
    storeKey: text('store_key').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    shippingMethodId: text('shipping_method_id'),
    paymentMethodId: text('payment_method_id'),
    /**
     * The pickup point chosen with the shipping method (spec §3 Address customFields
     * shipping_address_service_point), as read from its provider; null for home delivery. Kept with
     * the context, not in the address book, and copied into the order's shipping address.
     */
    servicePoint: jsonb('service_point'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contexts_customer_idx').on(t.customerId)],
);

export const carts = pgTable('carts', {
  token: text('token')
    .primaryKey()
    .references(() => contexts.token, { onDelete: 'cascade' }),
  storeKey: text('store_key').notNull(),
  placedOrderId: uuid('placed_order_id'),
  /** A club voucher the customer put in the cart (one per cart; claimed only when the order is placed). */
  voucherId: uuid('voucher_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cartLineItems = pgTable(
  'cart_line_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartToken: text('cart_token')
      .notNull()
      .references(() => carts.token, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_line_items_cart_variant_idx').on(t.cartToken, t.variantId),
    check('cart_line_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull().unique(),
    deepLinkCode: text('deep_link_code').notNull(),
    storeKey: text('store_key').notNull(),
    cartToken: text('cart_token').notNull(),
    customerId: uuid('customer_id'),
    customer: jsonb('customer').notNull(),
    billingAddress: jsonb('billing_address').notNull(),
    shippingAddress: jsonb('shipping_address').notNull(),
    positionCents: integer('position_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    taxLines: jsonb('tax_lines').notNull(),
    vatRate: integer('vat_rate').notNull(),
    shippingMethodId: text('shipping_method_id'),
    paymentMethodId: text('payment_method_id'),
    deliveryEarliest: date('delivery_earliest').notNull(),
    deliveryLatest: date('delivery_latest').notNull(),
    state: text('state').notNull().default('open'),
    paymentState: text('payment_state').notNull().default('open'),
    customerComment: text('customer_comment'),
    restored: boolean('restored').notNull().default(false),
    // Fulfilment as the order history shows it (§3 'Order history entry'); the warehouse sets them.
    orderType: text('order_type').notNull().default('sale'),
    approvalStatus: text('approval_status').notNull().default('pending'),
    allocationStatus: text('allocation_status').notNull().default('pending'),
    pickStatus: text('pick_status').notNull().default('pending'),
    shipmentStatus: text('shipment_status').notNull().default('pending'),
    shipmentDate: date('shipment_date'),
    trackTraceUrl: text('track_trace_url'),
    /**
     * The physical store that serves a store pickup from its own stock (its store_stock was taken
     * instead of the distribution centre's); null when the distribution centre ships the order.
     */
    pickupStoreId: integer('pickup_store_id'),
    /** The branch code of the store whose tablet placed the order (order type `tabletop`); null online. */
    branchCode: text('branch_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_cart_token_idx').on(t.cartToken), index('orders_customer_idx').on(t.customerId)],
);

export const orderLineItems = pgTable('order_line_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  variantId: integer('variant_id'),
  sku: text('sku').notNull(),
  name: text('name').notNull(),
  size: text('size'),
  quantity: integer('quantity').notNull(),
  unitPriceCents: integer('unit_price_cents').notNull(),
  regularPriceCents: integer('regular_price_cents').notNull(),
  totalCents: integer('total_cents').notNull(),
  type: text('type').notNull(),
  position: integer('position').notNull().default(0),
});

export const paymentTransactions = pgTable('payment_transactions', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  state: text('state').notNull().default('open'),
  finishUrl: text('finish_url').notNull(),
  errorUrl: text('error_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Mails waiting for the mailer (docs/architecture.md 'Back ends and the seam'): `body` is the plain text, `html` the HTML
 * alternative (null for mails queued before it existed, and for plain-text mails such as a contact
 * message). `dedupe_key` names a mail that may exist
 * only once, e.g. `order-confirmation:{orderId}`: a second insert with the same key is dropped. A mail the
 * SMTP server does not take stays unsent, with its attempts, last error and next attempt (a backoff).
 */
export const outboxMails = pgTable('outbox_mails', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  html: text('html'),
  /** Where answers go (a contact message's shopper); null: to the sender. */
  replyTo: text('reply_to'),
  dedupeKey: text('dedupe_key').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** Failed sends so far; each pushes `next_attempt_at` further out (commerce/services/mailer.ts). */
  attempts: integer('attempts').notNull().default(0),
  /** The last failure's message (the SMTP server's answer, a timeout), for the operator. */
  lastError: text('last_error'),
  /** Not before this moment is it tried again; null: at once. */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
});

/**
 * Failed logins per email address (spec §4 'Login increments an attempt counter, resets it on
 * success'), known and unknown addresses alike so the lock tells nothing about an account. The key
 * is the SHA-256 of the lower-cased address: typed-in addresses are not kept. Failed tabletop staff
 * PINs are counted here too, per store (key: SHA-256 of `tabletop:{store id}`).
 */
export const loginAttempts = pgTable('login_attempts', {
  emailHash: text('email_hash').primaryKey(),
  failures: integer('failures').notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * The loyalty club's points (spec §1, §9): +50 at sign-up, +1 per euro of a paid order, −200 for
 * each 10 euro voucher. A voucher is made 14 days after the purchase that earned its points
 * (`earnedAt`), so returns within that time can still cancel them.
 */
export const loyaltyPoints = pgTable(
  'loyalty_points',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    orderId: uuid('order_id'),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('loyalty_points_customer_idx').on(t.customerId),
    uniqueIndex('loyalty_points_order_idx').on(t.orderId, t.reason),
  ],
);

/** Club vouchers (spec §3 'Voucher'): 10 euro, valid six months, single use (`redeemedOrderId`). */
export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    barcode: text('barcode').notNull().unique(),
    valueCents: integer('value_cents').notNull(),
    minPurchaseCents: integer('min_purchase_cents').notNull().default(0),
    maxProducts: integer('max_products'),
    validFrom: date('valid_from').notNull(),
    validUntil: date('valid_until').notNull(),
    redeemedOrderId: uuid('redeemed_order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vouchers_customer_idx').on(t.customerId)],
);

/** The server-side wishlist of an account (spec §3 'Wishlist', §4 'Wishlist toggle'): style-colours. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
);

/**
 * Newsletter members (spec §3 'Newsletter input', §7 ttAddNewsletterMember), double opt-in: a
 * member counts once the mail's link was opened. The settings page (`/newsletter/einstellungen/{hash}/`)
 * is found by the SHA-256 of the link's hash.
 */
export const newsletterMembers = pgTable(
  'newsletter_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    language: text('language').notNull(),
    country: text('country').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    salutation: text('salutation'),
    birthday: date('birthday'),
    source: text('source').notNull(),
    branchCode: text('branch_code'),
    settingsDigest: text('settings_digest').notNull().unique(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_members_email_idx').on(sql`lower(${t.email})`)],
);
