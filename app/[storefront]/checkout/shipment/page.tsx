import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CheckoutStepLayout } from '@/components/checkout/CheckoutStepLayout';
import { MethodForm } from '@/components/checkout/MethodForm';
import { shippingPriceFor } from '@/lib/checkout/shipping-price';
import { contextForCheckoutStep } from '@/lib/checkout/step-guard';
import { getShippingMethods } from '@/lib/commerce/queries';
import { formatPrice } from '@/lib/format';
import { storefrontFromParams } from '@/lib/storefront';

type Props = { params: Promise<{ storefront: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await storefrontFromParams(params);
  return { title: (await getTranslations('checkout'))('step.shipment'), robots: { index: false } };
}

/** Checkout step 2 (spec §2 '/checkout/shipment'): shipping method. Needs the details first. */
export default async function CheckoutShipmentPage({ params }: Props) {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations('checkout');
  const context = await contextForCheckoutStep(storefront.code, 'shipment');
  const methods = await getShippingMethods(storefront.code);
  return (
    <CheckoutStepLayout step="shipment" title={t('shipment.title')} cart={context.cart} locale={storefront.locale}>
      <MethodForm
        step="shipment"
        selectedId={context.shippingMethod?.id ?? null}
        methods={methods.map((method) => {
          const gross = shippingPriceFor(method.prices, context.cart.price.positionPrice);
          return {
            id: method.id,
            name: method.name,
            description: method.description,
            priceLabel:
              gross === undefined ? undefined : gross === 0 ? t('free') : formatPrice(gross, storefront.locale),
          };
        })}
      />
    </CheckoutStepLayout>
  );
}
