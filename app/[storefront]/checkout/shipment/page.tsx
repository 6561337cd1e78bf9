import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CheckoutStepLayout } from '@/components/checkout/CheckoutStepLayout';
import { ShipmentForm } from '@/components/checkout/ShipmentForm';
import { shippingPriceFor } from '@/lib/checkout/shipping-price';
import { contextForCheckoutStep } from '@/lib/checkout/step-guard';
import { getShippingMethods } from '@/lib/commerce/queries';
import { formatPrice } from '@/lib/format';
import { storefrontFromParams } from '@/lib/storefront';
import { tabletopPickupStore } from '@/lib/tabletop/checkout-store';

type Props = { params: Promise<{ storefront: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await storefrontFromParams(params);
  return { title: (await getTranslations('checkout'))('step.shipment'), robots: { index: false } };
}

/**
 * Checkout step 2 (spec §2 '/checkout/shipment'): the shipping method, and for a pickup method
 * (§3 'Shipping method' service_points_provider) the pickup point, searched from the shipping
 * address's zip code in its country. Needs the details first. On a tablet in tabletop mode the
 * tablet's own store is the point chosen for store pickup until the shopper chooses another.
 */
export default async function CheckoutShipmentPage({ params }: Props) {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations('checkout');
  const context = await contextForCheckoutStep(storefront.code, 'shipment');
  const methods = await getShippingMethods(storefront.code);
  const address = context.customer?.activeShippingAddress;
  const tabletopStore = context.servicePoint ? null : await tabletopPickupStore(storefront.code);
  return (
    <CheckoutStepLayout step="shipment" title={t('shipment.title')} cart={context.cart} locale={storefront.locale}>
      <ShipmentForm
        selectedId={context.shippingMethod?.id ?? null}
        chosen={context.servicePoint ?? tabletopStore}
        country={address?.countryId ?? context.salesChannel.countryId}
        initialLocation={address?.zipcode ?? ''}
        methods={methods.map((method) => {
          const gross = shippingPriceFor(method.prices, context.cart.price.positionPrice);
          return {
            id: method.id,
            name: method.name,
            description: method.description,
            priceLabel:
              gross === undefined ? undefined : gross === 0 ? t('free') : formatPrice(gross, storefront.locale),
            pickup: method.service_points_provider
              ? { provider: method.service_points_provider, locationTypes: method.service_point_types ?? null }
              : null,
          };
        })}
      />
    </CheckoutStepLayout>
  );
}
