import { clsx as cx } from 'clsx';
import buttons from '@/components/ui/Button.module.css';

/**
 * The shipment step's 'Continue to payment' button, for home delivery and for the pickup picker
 * alike: submits `form` (an id); disabled while `disabled` or `busy` (busy also sets aria-busy).
 */
export function ContinueButton({
  form,
  label,
  disabled,
  busy,
}: {
  form?: string;
  label: string;
  disabled: boolean;
  busy: boolean;
}) {
  return (
    <button
      type="submit"
      form={form}
      className={cx(buttons.button, buttons.primary, buttons.wide)}
      disabled={disabled || busy}
      aria-busy={busy}
    >
      {label}
    </button>
  );
}
