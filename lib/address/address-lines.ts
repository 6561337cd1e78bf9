/** The fields of an address as the customer pages show it (spec §3 Address; an order's address too). */
export interface PostalAddress {
  street: string;
  additionalAddressLine1?: string | null;
  additionalAddressLine2?: string | null;
  zipcode: string;
  city: string;
  country: { name: string };
  phoneNumber?: string | null;
}

/**
 * An address's lines below the name, empty ones left out: street, the two additional lines,
 * postal code and city, country, phone. Shared by the address book and the order page.
 */
export function addressLines(address: PostalAddress): string[] {
  return [
    address.street,
    address.additionalAddressLine1,
    address.additionalAddressLine2,
    `${address.zipcode} ${address.city}`,
    address.country.name,
    address.phoneNumber,
  ].filter((line): line is string => Boolean(line));
}
