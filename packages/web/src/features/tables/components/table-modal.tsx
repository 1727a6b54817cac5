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
  versionOf,
  type Table,
  type TableFormValues,
  type Theme,
} from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { FormConflictDialog } from '../../../components/form-conflict-dialog';
import { TextField } from '../../../components/text-field';
import { SearchBox } from '../../../components/search-box';
import { fieldErrors } from '../../../lib/trpc';
import { useEditConflict } from '../../../lib/use-edit-conflict';
import { useOpenedEntity } from '../../../lib/use-opened-entity';
import { useThemes } from '../api/use-themes';
import { useCreateTable } from '../api/use-create-table';
import { useTable } from '../api/use-table';
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

/**
 * The table modal: name, slug (from the name in create mode), stake, theme. Edit reads the table
 * afresh and saves on that version: another user's save in between is a conflict, shown with
 * what they changed, never overwritten in silence.
 */
export function TableModal({ open, table, themes, themesLoading, onClose }: TableModalProps) {
  const editing = table !== null;
  const create = useCreateTable();
  const update = useUpdateTable();
  const editId = open && table ? table.id : null;
  const loaded = useTable(editId);
  const { opened } = useOpenedEntity(editId, loaded.data, loaded.isFetching);
  const edit = useEditConflict(opened, versionOf); // the table as opened, or as it is now
  const slugEdited = useRef(false);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    getValues,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TableFormValues, unknown, ReturnType<typeof tableFormSchema.parse>>({
    resolver: zodResolver(tableFormSchema),
    defaultValues: valuesOf(opened),
  });

  useEffect(() => {
    if (open) {
      reset(valuesOf(opened));
      slugEdited.current = false;
    }
  }, [open, opened, reset]);

  useEffect(() => {
    if (loaded.isError) {
      toast.error(TABLE_MESSAGES.loadFailed, { description: loaded.error.message });
      onClose();
    }
  }, [loaded.isError, loaded.error, onClose]);

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

  /** An overwrite saves on the version the conflict answered with. */
  const submitOn = (overwrite?: { base: string | undefined }) =>
    handleSubmit(async (values) => {
      try {
        if (table) {
          await update.mutateAsync({
            id: table.id,
            ...values,
            base: overwrite ? overwrite.base : edit.base,
          });
          toast.success(`Table "${values.name}" updated`);
        } else {
          await create.mutateAsync(values);
          toast.success(`Table "${values.name}" created`);
        }
        onClose();
      } catch (err) {
        // someone saved first: the conflict dialog says who and what, nothing was written
        if (edit.caught(err)) return;
        const fields = fieldErrors(err);
        for (const key of ['name', 'slug', 'stake', 'theme'] as const) {
          if (fields[key]) setError(key, { message: fields[key] });
        }
        toast.error(table ? TABLE_MESSAGES.updateFailed : TABLE_MESSAGES.saveFailed, {
          description: err instanceof Error ? err.message : undefined,
        });
      }
    });
  const onSubmit = submitOn();

  return (
    <>
      <NameSlugFormModal
        open={open}
        loading={editing && !opened ? 'Loading table' : undefined}
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
      <FormConflictDialog
        edit={edit}
        toForm={valuesOf}
        getValues={getValues}
        // the form's defaults stay the table as opened: what is typed still counts as unsaved
        reset={(values) => reset(values, { keepDefaultValues: true })}
        pending={isSubmitting}
        onOverwrite={(_values, on) => void submitOn({ base: on.base })()}
      />
    </>
  );
}
