import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AddressBook } from '@/components/customer/AddressBook';
import { CustomerFrame } from '@/components/customer/CustomerFrame';
import { getStoreConfig, getVisitorAddresses } from '@/lib/commerce/queries';
import { requireVisitorCustomer } from '@/lib/customer/guard';
import { CUSTOMER_PATHS } from '@/lib/customer/paths';
import { storefrontFromParams } from '@/lib/storefront';

type Props = { params: Promise<{ storefront: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await storefrontFromParams(params);
  return { title: (await getTranslations('customer.address'))('title'), robots: { index: false } };
}

/** The visitor's own data: rendered per request, in full, never cached (as the cart page). */
export const instant = false;

/**
 * 'My addresses' (spec §2 '/customer/address/'): the address book with its default billing and
 * shipping addresses; countries are the store's (§7 storeConfig), a new address starts in the
 * store's own country. Without a logged-in session: the login page.
 */
export default async function CustomerAddressPage({ params }: Props) {
  const storefront = await storefrontFromParams(params);
  const customer = await requireVisitorCustomer(storefront.code, CUSTOMER_PATHS.address);
  const [t, addresses, config] = await Promise.all([
    getTranslations('customer.address'),
    getVisitorAddresses(storefront.code),
    getStoreConfig(storefront.code),
  ]);
  const ownCountry = config.countries.find((country) => country.iso === storefront.countryCode);
  return (
    <CustomerFrame current="address" title={t('title')}>
      <AddressBook
        addresses={addresses}
        customer={customer}
        countries={config.countries}
        salutations={config.salutations}
        defaultCountryId={ownCountry?.id ?? config.countries[0]?.id ?? ''}
      />
    </CustomerFrame>
  );
}
