import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { Group, Provider } from '@pitboss/contracts';
import { FormField } from '../../../components/form-field';
import { TextField } from '../../../components/text-field';
import type { SlotFormValues } from '../lib/slot-form';
import styles from './curator.module.css';

interface Props<TOut> {
  form: UseFormReturn<SlotFormValues, unknown, TOut>;
  providers: Provider[];
  groups: Group[];
  /** The identifier was typed by hand: it stops following the title. */
  onIdentifierEdited: () => void;
  /** The image picker, last in the form. */
  children: ReactNode;
}

/** The fields of the slot form, in form order (the first bad one is focused). */
export function SlotFormFields<TOut>({
  form,
  providers,
  groups,
  onIdentifierEdited,
  children,
}: Props<TOut>) {
  const { register, control } = form;
  const errors = form.formState.errors;
  const titleField = register('title');
  const identifierField = register('identifier');
  return (
    <>
      <TextField label="Title" required {...titleField} error={errors.title?.message} />
      <TextField
        label="Identifier"
        required
        {...identifierField}
        onChange={(e) => {
          onIdentifierEdited();
          void identifierField.onChange(e);
        }}
        error={errors.identifier?.message}
      />
      <TextField label="Slug" required {...register('slug')} error={errors.slug?.message} />
      <FormField label="Provider" required error={errors.providerId?.message}>
        <select className={styles.select} {...register('providerId')}>
          <option value="">Select a provider</option>
          {providers.map((p) => (
            <option key={p.id} value={p.id}>
              {p.displayName}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Display Provider" required error={errors.displayProviderId?.message}>
        <select className={styles.select} {...register('displayProviderId')}>
          <option value="">Select a display provider</option>
          {providers.map((p) => (
            <option key={p.id} value={p.id}>
              {p.displayName}
            </option>
          ))}
        </select>
      </FormField>
      <TextField
        label="Original Title"
        {...register('origTitle')}
        error={errors.origTitle?.message}
      />
      <TextField label="Category" {...register('category')} error={errors.category?.message} />
      <TextField
        label="Feature Group"
        {...register('featureGroup')}
        error={errors.featureGroup?.message}
      />
      <TextField label="Theme" {...register('theme')} error={errors.theme?.message} />
      <TextField
        label="Released"
        type="date"
        {...register('releasedAt')}
        error={errors.releasedAt?.message}
      />
      <TextField
        label="Order Hint"
        type="number"
        step={1}
        {...register('orderHint')}
        error={errors.orderHint?.message}
      />
      <div className={styles.field}>
        <label className={styles.checkRow}>
          <input type="checkbox" {...register('hasDemo')} /> Has demo
        </label>
        <label className={styles.checkRow}>
          <input type="checkbox" {...register('archived')} /> Archived
        </label>
      </div>
      <FormField label="Description" className={styles.full} error={errors.description?.message}>
        <textarea className={styles.textarea} rows={3} {...register('description')} />
      </FormField>
      {(['params', 'restrictions'] as const).map((name) => (
        <FormField
          key={name}
          label={name === 'params' ? 'Params (JSON)' : 'Restrictions (JSON)'}
          error={errors[name]?.message}
          hint={'A JSON object, e.g. {"key": "value"}; blank for none.'}
        >
          <textarea className={styles.textarea} spellCheck={false} {...register(name)} />
        </FormField>
      ))}
      <Controller
        control={control}
        name="groupIds"
        render={({ field }) => (
          <fieldset className={`${styles.field} ${styles.full} ${styles.fieldset}`}>
            <legend className={styles.label}>Groups</legend>
            <div className={styles.groupPicker}>
              {groups.map((g) => (
                <label key={g.id} className={styles.checkRow}>
                  <input
                    type="checkbox"
                    checked={field.value.includes(g.id)}
                    onChange={(e) =>
                      field.onChange(
                        e.target.checked
                          ? [...field.value, g.id]
                          : field.value.filter((id) => id !== g.id),
                      )
                    }
                  />
                  {g.displayName}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
      {children}
    </>
  );
}
