'use client';

import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { BIRTHDAY_MIN_YEAR } from '@/lib/customer/birthday';
import type { ProfileValues } from '@/lib/customer/profile-schema';
import { FieldError } from '@/components/ui/FieldError';
import forms from '@/components/ui/Form.module.css';
import styles from './CustomerSection.module.css';

const PARTS = ['birthDay', 'birthMonth', 'birthYear'] as const;
const AUTOCOMPLETE = { birthDay: 'bday-day', birthMonth: 'bday-month', birthYear: 'bday-year' } as const;

/**
 * The profile's birthday as three selects, day, month (named in `locale`, e.g. 'maart') and year
 * (`currentYear` down to 1900), with the `bday-*` autocomplete tokens (WCAG 1.3.5), in a fieldset
 * whose legend names them together. One error for the three, from whichever select has it, is
 * announced below them and described on each. Changing the month or year re-checks the day's date
 * ('31' in February). Reads react-hook-form from the surrounding `<FormProvider>`.
 */
export function BirthdayFields({ locale, currentYear }: { locale: string; currentYear: number }) {
  const t = useTranslations('customer.profile');
  const {
    register,
    formState: { errors },
  } = useFormContext<ProfileValues>();
  const message = PARTS.map((part) => errors[part]?.message).find(Boolean);
  const options = useMemo(() => {
    const monthName = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return {
      birthDay: Array.from({ length: 31 }, (_, index) => ({ value: String(index + 1), label: String(index + 1) })),
      birthMonth: Array.from({ length: 12 }, (_, index) => ({
        value: String(index + 1),
        label: monthName.format(Date.UTC(2000, index, 1)),
      })),
      birthYear: Array.from({ length: currentYear - BIRTHDAY_MIN_YEAR + 1 }, (_, index) => ({
        value: String(currentYear - index),
        label: String(currentYear - index),
      })),
    };
  }, [locale, currentYear]);
  const labels = { birthDay: t('day'), birthMonth: t('month'), birthYear: t('year') };

  return (
    <fieldset className={forms.field}>
      <legend>{t('birthday')}</legend>
      <div className={styles.dateParts}>
        {PARTS.map((part) => (
          <div key={part} className={styles.datePart}>
            <label htmlFor={`profile-${part}`}>{labels[part]}</label>
            <select
              id={`profile-${part}`}
              autoComplete={AUTOCOMPLETE[part]}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? 'profile-birthday-error' : undefined}
              {...register(part, part === 'birthDay' ? undefined : { deps: ['birthDay'] })}
            >
              <option value="">–</option>
              {options[part].map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <FieldError id="profile-birthday-error" message={message} />
    </fieldset>
  );
}
