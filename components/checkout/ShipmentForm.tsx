'use client';

import { useMemo, useState } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { UpdateShippingMethod } from '@/graphql/checkout';
import { CommerceError } from '@/lib/commerce/errors';
import { useCommerceErrorMessage } from '@/lib/commerce/use-error-message';
import type { ChosenPoint, PickupMethod } from '@/lib/checkout/service-point';
import {
  createShipmentSchema,
  servicePointChoice,
  type PickupChoice,
  type ShipmentValues,
} from '@/lib/checkout/shipment-form';
import { useHydrated } from '@/lib/use-hydrated';
import { FormError } from '@/components/ui/FormError';
import { startRouteProgress } from '@/components/layout/RouteProgress';
import { clsx as cx } from 'clsx';
import buttons from '@/components/ui/Button.module.css';
import forms from '@/components/ui/Form.module.css';
import { MethodRadios, type CheckoutMethod } from './MethodRadios';

/** A shipping method of the step: a pickup method names its points' provider and location types. */
export interface ShipmentMethod extends CheckoutMethod {
  pickup: PickupMethod | null;
}

function PickerLoading() {
  const t = useTranslations('pickup');
  return <p role="status">{t('loading')}</p>;
}

// The picker (search, list, DHL field) is loaded only when a pickup method is chosen.
const PickupPicker = dynamic(() => import('./pickup/PickupPicker'), { ssr: false, loading: PickerLoading });

const FORM_ID = 'shipment-form';

/** The stored point as the form's choice, when it belongs to `method`. */
function choiceFor(method: ShipmentMethod | undefined, chosen: ChosenPoint | null): PickupChoice | null {
  if (!method?.pickup || !chosen || chosen.provider !== method.pickup.provider) return null;
  if (method.pickup.locationTypes && !method.pickup.locationTypes.includes(chosen.locationType)) return null;
  return { provider: chosen.provider, providerId: chosen.providerId, locationType: chosen.locationType };
}

/**
 * The shipment step's form (spec §2 Checkout shipment; §3 'Shipping method' service_points_provider
 * and 'Address' shipping_address_service_point; §5 'DHL customer number required'): the shipping
 * methods as one radio group; a pickup method (store, service point, Packstation) opens the
 * {@link PickupPicker} below it. Saves the method with its point (updateShippingMethod; the back
 * end checks point, provider, country and DHL number again and changes nothing on an error) and
 * goes to the payment step. `chosen` is the point stored in the checkout, `country` and
 * `initialLocation` the shipping address's country (ISO alpha-2) and zip code. The button stays
 * disabled until the page has hydrated, so no press is lost.
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
  const t = useTranslations();
  const errorMessage = useCommerceErrorMessage();
  const router = useRouter();
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);
  // Saved and on the way to the payment step: the button stays busy until the page changes.
  const [leaving, setLeaving] = useState(false);
  const [saveShippingMethod] = useMutation(UpdateShippingMethod);
  const schema = useMemo(
    () =>
      createShipmentSchema(methods, {
        pointRequired: t('pickup.pointRequired'),
        dhlRequired: t('errors.dhlCustomerNumberRequired'),
        dhlInvalid: t('errors.dhlCustomerNumberInvalid'),
      }),
    [methods, t],
  );
  const initialMethod = methods.find((method) => method.id === selectedId) ?? methods[0];
  const form = useForm<ShipmentValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      methodId: initialMethod?.id ?? '',
      point: choiceFor(initialMethod, chosen),
      dhlCustomerNumber: chosen?.dhlCustomerNumber ?? '',
    },
  });
  const { handleSubmit, setValue, control, setError: setFieldError, formState } = form;
  const methodId = useWatch({ control, name: 'methodId' });
  const method = methods.find((candidate) => candidate.id === methodId);

  function chooseMethod(id: string) {
    setValue('methodId', id);
    setValue(
      'point',
      choiceFor(
        methods.find((candidate) => candidate.id === id),
        chosen,
      ),
    );
    form.clearErrors();
    setError(null);
  }

  async function save(values: ShipmentValues) {
    setError(null);
    try {
      await saveShippingMethod({
        variables: { id: values.methodId, servicePoint: servicePointChoice(values, method?.pickup ?? null) },
      });
      setLeaving(true);
      startRouteProgress();
      router.push('/checkout/payment/');
    } catch (caught) {
      const code = CommerceError.from(caught).code;
      if (code.startsWith('DHL_CUSTOMER_NUMBER'))
        setFieldError('dhlCustomerNumber', { message: errorMessage(caught) }, { shouldFocus: true });
      else if (code.startsWith('SERVICE_POINT')) setFieldError('point', { message: errorMessage(caught) });
      else setError(errorMessage(caught));
    }
  }

  // A point is no input rhf can focus: on a missing point the first point of the list takes focus.
  function focusPoints() {
    document.querySelector<HTMLInputElement>(`input[name="${FORM_ID}-point"]`)?.focus();
  }

  return (
    <FormProvider {...form}>
      <div className={forms.form}>
        <form
          id={FORM_ID}
          noValidate
          onSubmit={handleSubmit(save, (invalid) => {
            if (invalid.point && !invalid.dhlCustomerNumber) focusPoints();
          })}
        >
          <MethodRadios
            name="shipment"
            legend={t('checkout.shipment.legend')}
            methods={methods}
            value={methodId}
            onChange={chooseMethod}
          />
        </form>
        {method?.pickup ? (
          <PickupPicker
            key={method.id}
            method={method.pickup}
            country={country}
            initialLocation={initialLocation}
            chosen={choiceFor(method, chosen) ? chosen : null}
            formId={FORM_ID}
          />
        ) : null}
        <FormError message={error} />
        <button
          type="submit"
          form={FORM_ID}
          className={cx(buttons.button, buttons.primary, buttons.wide)}
          disabled={!hydrated || leaving || formState.isSubmitting || !methodId}
          aria-busy={leaving || formState.isSubmitting}
        >
          {t('checkout.shipment.continue')}
        </button>
      </div>
    </FormProvider>
  );
}
