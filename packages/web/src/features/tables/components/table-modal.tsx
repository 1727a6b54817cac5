import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import clsx from 'clsx';
import {
  TABLES,
  TABLE_MESSAGES,
  THEME_MESSAGES,
  slugFromName,
  tableFormSchema,
  type Table,
  type TableFormValues,
  type Theme,
} from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { SearchBox } from '../../../components/search-box';
import { fieldErrors } from '../../../lib/trpc';
import { useThemes } from '../api/use-themes';
import { useCreateTable } from '../api/use-create-table';
import { useUpdateTable } from '../api/use-update-table';
import { mediaUrl } from '../lib/media';
import { MediaImage } from './media-image';
import { ModalCancel } from '../../../components/modal';
import { NameSlugFormModal } from './name-slug-form-modal';
import styles from './forms.module.css';

export interface TableModalProps {
  open: boolean;
  /** The table to edit; none creates one. */
  table: Table | null;
  themes: Theme[];
  themesLoading: boolean;
  onClose: () => void;
}

const EMPTY: TableFormValues = { name: '', slug: '', stake: '', theme: '' };

const valuesOf = (table: Table | null): TableFormValues =>
  table
    ? { name: table.name, slug: table.slug, stake: String(table.stake), theme: table.theme }
    : EMPTY;

/** The table modal: name, slug (from the name in create mode), stake, theme. */
export function TableModal({ open, table, themes, themesLoading, onClose }: TableModalProps) {
  const editing = table !== null;
  const create = useCreateTable();
  const update = useUpdateTable();
  const slugEdited = useRef(false);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TableFormValues, unknown, ReturnType<typeof tableFormSchema.parse>>({
    resolver: zodResolver(tableFormSchema),
    defaultValues: valuesOf(table),
  });

  useEffect(() => {
    if (open) {
      reset(valuesOf(table));
      slugEdited.current = false;
    }
  }, [open, table, reset]);

  const nameField = register('name', {
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      // In create mode, typing the name generates the slug (until the slug is typed).
      if (!editing && !slugEdited.current) {
        setValue('slug', slugFromName(e.target.value), { shouldValidate: !!errors.slug });
      }
    },
  });
  const slugField = register('slug', {
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      slugEdited.current = e.target.value !== '';
    },
  });
  const selectedTheme = watch('theme');
  // The picker searches the admin API's themes, so one past the first 100 can be picked.
  const [pickQuery, setPickQuery] = useState('');
  const found = useThemes(pickQuery);
  const shown = pickQuery ? (found.data?.items ?? []) : themes;
  const loading = pickQuery ? found.isPending : themesLoading;

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (table) {
        await update.mutateAsync({ id: table.id, ...values });
        toast.success(`Table "${values.name}" updated`);
      } else {
        await create.mutateAsync(values);
        toast.success(`Table "${values.name}" created`);
      }
      onClose();
    } catch (err) {
      const fields = fieldErrors(err);
      for (const key of ['name', 'slug', 'stake', 'theme'] as const) {
        if (fields[key]) setError(key, { message: fields[key] });
      }
      toast.error(table ? TABLE_MESSAGES.updateFailed : TABLE_MESSAGES.saveFailed, {
        description: err instanceof Error ? err.message : undefined,
      });
    }
  });

  return (
    <NameSlugFormModal
      open={open}
      onClose={onClose}
      title={editing ? 'Edit Table' : 'Create Table'}
      dirty={isDirty}
      formLabel={editing ? 'Edit table' : 'Create table'}
      onSubmit={onSubmit}
      name={{ label: 'Name', error: errors.name?.message, ...nameField }}
      slug={{
        label: 'Slug',
        hint: 'Lowercase letters, numbers and hyphens',
        error: errors.slug?.message,
        ...slugField,
      }}
    >
      <TextField
        label="Stake"
        required
        type="number"
        inputMode="decimal"
        step="any"
        error={errors.stake?.message}
        {...register('stake')}
      />
      <fieldset
        className={styles.fieldset}
        aria-invalid={errors.theme ? true : undefined}
        aria-describedby={errors.theme ? 'table-theme-error' : undefined}
      >
        <legend className={styles.legend}>
          Theme{' '}
          <span aria-hidden="true" className={styles.required}>
            *
          </span>
        </legend>
        <SearchBox
          label="Search themes"
          labelHidden
          placeholder="Search themes…"
          value={pickQuery}
          onSearch={setPickQuery}
          delayMs={TABLES.searchDebounceMs}
        />
        {loading && <p className={styles.muted}>Loading themes…</p>}
        {!loading && shown.length === 0 && <p className={styles.muted}>{THEME_MESSAGES.empty}</p>}
        <div className={styles.themePicker}>
          {shown.map((theme) => (
            <label
              key={theme.id}
              className={clsx(
                styles.themeOption,
                selectedTheme === theme.slug && styles.themeSelected,
              )}
            >
              <input
                type="radio"
                value={theme.slug}
                className={styles.radio}
                {...register('theme')}
              />
              <MediaImage
                src={mediaUrl(theme.slug, 'thumbnail', { w: 240, h: 135, fit: 'cover' })}
                alt=""
              />
              <span className={styles.themeName}>{theme.name}</span>
            </label>
          ))}
        </div>
        {errors.theme && (
          <p id="table-theme-error" role="alert" className={styles.error}>
            {errors.theme.message}
          </p>
        )}
      </fieldset>
      <div className={styles.footer}>
        <ModalCancel />
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {editing ? 'Save Changes' : 'Create Table'}
        </Button>
      </div>
    </NameSlugFormModal>
  );
}
