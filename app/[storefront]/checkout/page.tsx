import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CheckoutStepLayout } from '@/components/checkout/CheckoutStepLayout';
import { DetailsForm } from '@/components/checkout/DetailsForm';
import { contextForCheckoutStep } from '@/lib/checkout/step-guard';
import { getStoreConfig } from '@/lib/commerce/queries';
import { storefrontFromParams } from '@/lib/storefront';

type Props = { params: Promise<{ storefront: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await storefrontFromParams(params);
  return { title: (await getTranslations('checkout'))('step.details'), robots: { index: false } };
}

/** Checkout step 1 (spec §2 '/checkout/'): guest details. An empty cart goes back to /cart/. */
export default async function CheckoutDetailsPage({ params }: Props) {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations('checkout');
  const context = await contextForCheckoutStep(storefront.code, 'details');
  const config = await getStoreConfig(storefront.code);
  const customer = context.customer;
  const address = customer?.activeShippingAddress;
  return (
    <CheckoutStepLayout step="details" title={t('details.title')} cart={context.cart} locale={storefront.locale}>
      <p>{t('details.guestIntro')}</p>
      <DetailsForm
        countries={config.countries}
        salutations={config.salutations}
        defaults={
          customer
            ? {
                email: customer.email,
                salutationId: customer.salutation?.id,
                firstName: customer.firstName,
                lastName: customer.lastName,
                street: address?.street ?? '',
                zipcode: address?.zipcode ?? '',
                city: address?.city ?? '',
                countryId: address?.countryId ?? context.salesChannel.countryId,
                phoneNumber: address?.phoneNumber ?? '',
              }
            : { countryId: context.salesChannel.countryId }
        }
      />
    </CheckoutStepLayout>
  );
}
