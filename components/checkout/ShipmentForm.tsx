'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCommerceMutation } from '@/lib/apollo/use-commerce-mutation';
import { UpdateShippingMethod } from '@/graphql/checkout';
import { useCommerceErrorMessage } from '@/lib/commerce/use-error-message';
import type { ChosenPoint, PickupMethod } from '@/lib/checkout/service-point';
import type { ServicePointInput } from '@/lib/checkout/shipment-form';
import { useHydrated } from '@/lib/use-hydrated';
import { FormError } from '@/components/ui/FormError';
import { startRouteProgress } from '@/components/layout/RouteProgress';
import { ContinueButton } from './pickup/ContinueButton';
import { MethodRadios, type CheckoutMethod } from './MethodRadios';
import forms from '@/components/ui/Form.module.css';

/** A shipping method of the step: a pickup method names its points' provider and location types. */
export interface ShipmentMethod extends CheckoutMethod {
  pickup: PickupMethod | null;
}

function PickerLoading() {
  const t = useTranslations();
  return (
    <>
      <p role="status">{t('pickup.loading')}</p>
      <ContinueButton label={t('checkout.shipment.continue')} disabled busy={false} />
    </>
  );
}

// The picker (search, list, DHL field, its form and button) loads only when a pickup method is chosen.
const PickupPicker = dynamic(() => import('./pickup/PickupPicker'), { ssr: false, loading: PickerLoading });

const FORM_ID = 'shipment-form';

/** The stored point when it belongs to `method` (its provider and one of its location types). */
function pointOfMethod(method: ShipmentMethod | undefined, chosen: ChosenPoint | null): ChosenPoint | null {
  if (!method?.pickup || !chosen || chosen.provider !== method.pickup.provider) return null;
  if (method.pickup.locationTypes && !method.pickup.locationTypes.includes(chosen.locationType)) return null;
  return chosen;
}

/**
 * The shipment step's form (spec §2 Checkout shipment; §3 'Shipping method' service_points_provider
 * and 'Address' shipping_address_service_point): the shipping methods as one radio group. Home
 * delivery saves the method and goes to the payment step; a pickup method (store, service point,
 * Packstation) opens the {@link PickupPicker} below, which asks for the point (and a Packstation's
 * DHL customer number) and saves through `save` here. The back end checks point, provider, country
 * and DHL number again and changes nothing on an error. `chosen` is the point stored in the checkout,
 * `country` and `initialLocation` the shipping address's country (ISO alpha-2) and zip code. Buttons
 * stay disabled until the page has hydrated, so no press is lost. No form library in this first
 * load: react-hook-form and zod come with the picker.
 */
export function ShipmentForm({
  methods,
  selectedId,
  chosen,
  country,
  initialLocation,
}: {
  methods: ShipmentMethod[];
  selectedId: string | null;
  chosen: ChosenPoint | null;
  country: string;
  initialLocation: string;
}) {
  const t = useTranslations('checkout');
  const errorMessage = useCommerceErrorMessage();
  const router = useRouter();
  const hydrated = useHydrated();
  const [methodId, setMethodId] = useState(
    () => (methods.find((method) => method.id === selectedId) ?? methods[0])?.id ?? '',
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saveShippingMethod] = useCommerceMutation(UpdateShippingMethod);
  const method = methods.find((candidate) => candidate.id === methodId);

  /**
   * Saves the method with its point and goes to the payment step; on a refusal the error is thrown
   * to the caller (the picker shows it at its field) and the step stays as it is.
   */
  async function save(servicePoint: ServicePointInput | null) {
    setBusy(true);
    try {
      await saveShippingMethod({ variables: { id: methodId, servicePoint } });
    } catch (caught) {
      setBusy(false);
      throw caught;
    }
    startRouteProgress();
    router.push('/checkout/payment/');
  }

  async function submitHomeDelivery(event: React.FormEvent) {
    event.preventDefault();
    if (!methodId || busy || method?.pickup) return;
    setError(null);
    await save(null).catch((caught: unknown) => setError(errorMessage(caught)));
  }

  return (
    <div className={forms.form}>
      <form id={FORM_ID} noValidate onSubmit={submitHomeDelivery}>
        <MethodRadios
          name="shipment"
          legend={t('shipment.legend')}
          methods={methods}
          value={methodId}
          onChange={(id) => {
            setMethodId(id);
            setError(null);
          }}
        />
      </form>
      {method?.pickup ? (
        <PickupPicker
          key={method.id}
          method={method.pickup}
          country={country}
          initialLocation={initialLocation}
          chosen={pointOfMethod(method, chosen)}
          onSave={save}
          busy={busy}
        />
      ) : (
        <>
          <FormError message={error} />
          <ContinueButton form={FORM_ID} label={t('shipment.continue')} disabled={!hydrated || !methodId} busy={busy} />
        </>
      )}
    </div>
  );
}
