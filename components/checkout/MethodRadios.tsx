import styles from './MethodForm.module.css';

/** A shipping or payment method as the checkout lists it. */
export interface CheckoutMethod {
  id: string;
  name: string;
  description: string | null;
  /** Preformatted price, e.g. '€ 4,95' or 'Free'; none for a payment method. */
  priceLabel?: string;
}

/**
 * The methods of a checkout step as one radio group (spec §2 Checkout shipment and payment): each a
 * whole-row choice with its name, price and description, the group named by `legend`. Controlled:
 * `value` is the chosen id, `onChange` gets the new one. `form` associates the radios with a form
 * elsewhere in the page (the shipment step's pickup picker sits between them and its button).
 */
export function MethodRadios({
  name,
  legend,
  methods,
  value,
  onChange,
  form,
}: {
  name: string;
  legend: string;
  methods: readonly CheckoutMethod[];
  value: string;
  onChange: (id: string) => void;
  form?: string;
}) {
  return (
    <fieldset className={styles.methods}>
      <legend>{legend}</legend>
      {methods.map((method) => (
        <label key={method.id} className={styles.method}>
          <input
            type="radio"
            name={name}
            value={method.id}
            form={form}
            checked={value === method.id}
            onChange={() => onChange(method.id)}
          />
          <span>{method.name}</span>
          {method.priceLabel ? <span>{method.priceLabel}</span> : null}
          {method.description ? <span className={styles.description}>{method.description}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}
