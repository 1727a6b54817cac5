import type { UseFormReturn } from 'react-hook-form';
import type { Group, WholeList } from '@pitboss/contracts';
import { FormField, controlClass } from '../../../components/form-field';
import { DateTimeRange } from '../../../components/date-time-range';
import { TextField } from '../../../components/text-field';
import { UnreadableNotice } from '../../../components/unreadable-notice';
import type { FormFields } from '../lib/edit-values';
import styles from './promotion-form-modal.module.css';

/**
 * The promotion's own fields: title to button text. `groups` is `groups.list`'s answer
 * (undefined while it loads); group rows it could not read are said under the Game Group picker.
 */
export function PromotionFormFields({
  form,
  groups,
}: {
  form: UseFormReturn<FormFields>;
  groups: WholeList<Group> | undefined;
}) {
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const redirected = watch('redirected');
  const currentGroup = watch('gameGroup');
  const groupOptions = (groups?.items ?? []).filter((g) => g.slug);
  return (
    <>
      <TextField label="Title" required error={errors.title?.message} {...register('title')} />
      <TextField label="Subtitle" error={errors.subtitle?.message} {...register('subtitle')} />
      <FormField label="Game Group">
        <select className={controlClass} {...register('gameGroup')}>
          <option value="">None</option>
          {currentGroup && !groupOptions.some((g) => g.slug === currentGroup) && (
            <option value={currentGroup}>{currentGroup}</option>
          )}
          {groupOptions.map((g) => (
            <option key={g.id} value={g.slug ?? ''}>
              {g.displayName}
            </option>
          ))}
        </select>
      </FormField>
      <UnreadableNotice count={groups?.unreadable} />
      <DateTimeRange
        className={styles.row}
        from={{
          label: 'Available From',
          required: true,
          error: errors.availableFrom?.message,
          ...register('availableFrom'),
        }}
        until={{
          label: 'Available Until',
          required: true,
          error: errors.availableUntil?.message,
          ...register('availableUntil'),
        }}
      />
      <label className={styles.checkbox}>
        <input type="checkbox" {...register('redirected')} />
        Redirect
      </label>
      <div className={styles.row}>
        <TextField
          label="URL"
          type={redirected ? 'url' : 'text'}
          required={redirected}
          placeholder="https://example.com"
          error={errors.url?.message}
          {...register('url')}
        />
        <TextField
          label="Button Text"
          required={redirected}
          error={errors.buttonText?.message}
          {...register('buttonText')}
        />
      </div>
    </>
  );
}
