import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginForm } from '@/components/account/LoginForm';
import { AddressChoice } from '@/components/checkout/AddressChoice';
import { CheckoutStepLayout } from '@/components/checkout/CheckoutStepLayout';
import { DetailsForm } from '@/components/checkout/DetailsForm';
import { contextForCheckoutStep } from '@/lib/checkout/step-guard';
import { getStoreConfig, getVisitorAddresses } from '@/lib/commerce/queries';
import { CHECKOUT_CLIENT_NAMESPACES, ClientMessages } from '@/lib/i18n/ClientMessages';
import { storefrontFromParams } from '@/lib/storefront';
import styles from './page.module.css';
import { BotCheckNotice } from '@/components/forms/BotCheckNotice';

type Props = { params: Promise<{ storefront: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await storefrontFromParams(params);
  return { title: (await getTranslations('checkout'))('step.details'), robots: { index: false } };
}

/** Where the login of the details step returns to. */
const CHECKOUT_PATH = '/checkout/';

/**
 * Checkout step 1 (spec §2 '/checkout/', Checkout 'login or order without account, enter details').
 * A guest chooses between logging in (back here afterwards, with the guest cart merged into the
 * account's) and ordering without an account (the details form). A logged-in customer chooses an
 * address of the book or enters a new one, the email being the account's. An empty cart goes back
 * to /cart/.
 */
export default async function CheckoutDetailsPage({ params }: Props) {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations('checkout');
  const context = await contextForCheckoutStep(storefront.code, 'details');
  const config = await getStoreConfig(storefront.code);
  const customer = context.customer;
  const loggedIn = Boolean(customer && !customer.guest);
  const address = customer?.activeShippingAddress;
  const detailsForm = (
    <DetailsForm
      countries={config.countries}
      salutations={config.salutations}
      emailLocked={loggedIn}
      defaults={
        customer
          ? {
              email: customer.email,
              salutationId: customer.salutation?.id,
              firstName: customer.firstName,
              lastName: customer.lastName,
              // A customer's new address starts empty; a returning guest sees what they entered.
              ...(loggedIn
                ? { countryId: context.salesChannel.countryId }
                : {
                    street: address?.street ?? '',
                    zipcode: address?.zipcode ?? '',
                    city: address?.city ?? '',
                    countryId: address?.countryId ?? context.salesChannel.countryId,
                    phoneNumber: address?.phoneNumber ?? '',
                  }),
            }
          : { countryId: context.salesChannel.countryId }
      }
    />
  );

  if (loggedIn) {
    const addresses = await getVisitorAddresses(storefront.code);
    return (
      <CheckoutStepLayout step="details" title={t('details.title')} cart={context.cart} locale={storefront.locale}>
        <p>{t('addressChoice.intro', { email: customer!.email })}</p>
        {addresses.length > 0 ? (
          <AddressChoice addresses={addresses} selectedId={address?.id ?? null} newAddressForm={detailsForm} />
        ) : (
          detailsForm
        )}
      </CheckoutStepLayout>
    );
  }

  return (
    <CheckoutStepLayout step="details" title={t('details.title')} cart={context.cart} locale={storefront.locale}>
      <section className={styles.option} aria-labelledby="checkout-login">
        <h2 id="checkout-login">{t('login.title')}</h2>
        <p>{t('login.intro')}</p>
        {/* A nested provider replaces the messages above it: the checkout's, plus the login form's. */}
        <ClientMessages namespaces={[...CHECKOUT_CLIENT_NAMESPACES, 'account']}>
          <LoginForm redirectTo={CHECKOUT_PATH} />
        </ClientMessages>
        <BotCheckNotice />
      </section>
      <section className={styles.option} aria-labelledby="checkout-guest">
        <h2 id="checkout-guest">{t('login.guestTitle')}</h2>
        <p>{t('details.guestIntro')}</p>
        {detailsForm}
      </section>
    </CheckoutStepLayout>
  );
}
