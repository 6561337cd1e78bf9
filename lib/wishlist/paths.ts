/** The guest's wishlist page (spec §2 '/wishlist/'): cached, filled in the browser from local storage. */
export const GUEST_WISHLIST_PATH = '/wishlist/';
/** The logged-in customer's wishlist page (spec §2 '/customer' wishlist). */
export const CUSTOMER_WISHLIST_PATH = '/customer/wishlist/';
