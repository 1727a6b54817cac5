import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROMO_CODES,
  PROMO_CODE_MESSAGES,
  promoCodeFormSchema,
  type PromoCode,
  type PromoCodeForm,
  type PromoCodeFormValues,
} from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { DateTimeRange } from '../../../components/date-time-range';
import { FormConflictDialog } from '../../../components/form-conflict-dialog';
import { ModalCancel, useModalDirty } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { fieldErrors } from '../../../lib/trpc';
import type { EditConflict } from '../../../lib/use-edit-conflict';
import { EMPTY_FORM, formValuesOf } from '../lib/promo-code';
import form from '../../../components/form.module.css';

export interface PromoCodeFormProps {
  defaultValues: PromoCodeFormValues;
  submitLabel: string;
  /**
   * The checked values (the modal builds the payload: create sends what is filled, edit also
   * clears what was emptied). Throws on failure; the form shows the server's field errors.
   */
  onSubmit: (values: PromoCodeForm, overwrite?: { base: string | undefined }) => Promise<void>;
  /**
   * The edit's concurrency: a save another user's change made stale shows the conflict dialog
   * over the form (Reload keeps what is typed; Overwrite submits again on the current version).
   */
  edit?: EditConflict<PromoCode>;
}

const toForm = (code: PromoCode | null) => (code ? formValuesOf(code) : EMPTY_FORM);

/**
 * The promo code create/edit form: code, reward and currency required; max uses blank
 * means unlimited; dates and metadata are optional.
 */
export function PromoCodeFormFields({
  defaultValues,
  submitLabel,
  onSubmit,
  edit,
}: PromoCodeFormProps) {
  const currencyId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PromoCodeFormValues, unknown, PromoCodeForm>({
    resolver: zodResolver(promoCodeFormSchema),
    defaultValues,
  });

  useEffect(() => {
    reset(defaultValues);
  }, [defaultValues, reset]);
  useModalDirty(isDirty);

  const submitOn = (overwrite?: { base: string | undefined }) =>
    handleSubmit(async (values) => {
      try {
        await onSubmit(values, overwrite);
      } catch (err) {
        const fields = fieldErrors(err);
        const map: Record<string, keyof PromoCodeFormValues> = {
          code: 'code',
          reward: 'reward',
          currency: 'currency',
          max_global_uses: 'maxGlobalUses',
          valid_from: 'validFrom',
          valid_until: 'validUntil',
        };
        for (const [key, field] of Object.entries(map)) {
          if (fields[key]) setError(field, { message: fields[key] });
        }
      }
    });
  const submit = submitOn();

  return (
    <>
      <form className={form.form} onSubmit={submit} noValidate aria-label={submitLabel}>
        <div className={form.row}>
          <TextField
            label="Code"
            required
            autoComplete="off"
            spellCheck={false}
            error={errors.code?.message}
            {...register('code')}
          />
          <TextField
            label="Reward"
            required
            type="number"
            inputMode="decimal"
            step="any"
            error={errors.reward?.message}
            {...register('reward')}
          />
        </div>
        <div className={form.row}>
          <div className={form.field}>
            <label htmlFor={currencyId} className={form.label}>
              Currency{' '}
              <span aria-hidden="true" className={form.required}>
                *
              </span>
            </label>
            <select
              id={currencyId}
              className={form.select}
              aria-required="true"
              aria-invalid={errors.currency ? true : undefined}
              aria-describedby={errors.currency ? `${currencyId}-error` : undefined}
              {...register('currency')}
            >
              <option value="">Select currency</option>
              {PROMO_CODES.currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
            {errors.currency && (
              <p id={`${currencyId}-error`} role="alert" className={form.error}>
                {errors.currency.message}
              </p>
            )}
          </div>
          <TextField
            label="Max Uses"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder={PROMO_CODE_MESSAGES.unlimited}
            hint="Leave blank for unlimited"
            error={errors.maxGlobalUses?.message}
            {...register('maxGlobalUses')}
          />
        </div>
        <DateTimeRange
          className={form.row}
          from={{ label: 'Valid From', error: errors.validFrom?.message, ...register('validFrom') }}
          until={{
            label: 'Valid Until',
            error: errors.validUntil?.message,
            ...register('validUntil'),
          }}
        />
        <div className={form.row}>
          <TextField
            label="Campaign"
            autoComplete="off"
            error={errors.campaign?.message}
            {...register('campaign')}
          />
          <TextField
            label="Type"
            autoComplete="off"
            error={errors.type?.message}
            {...register('type')}
          />
        </div>
        <div className={form.footer}>
          <ModalCancel />
          <Button type="submit" variant="primary" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
      {edit && (
        <FormConflictDialog
          edit={edit}
          toForm={toForm}
          getValues={getValues}
          // the form's defaults stay the code as opened: what is typed still counts as unsaved
          reset={(values) => reset(values, { keepDefaultValues: true })}
          pending={isSubmitting}
          onOverwrite={(_values, on) => void submitOn({ base: on.base })()}
        />
      )}
    </>
  );
}
