import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  THEME_MESSAGES,
  checkThemeFileCount,
  themeCreateFailedMessage,
  themeFormSchema,
  themeLabel,
  themeUploadFailedMessage,
  versionOf,
  type Theme,
  type ThemeFormValues,
} from '@pitboss/contracts';
import { FormConflictDialog } from '../../../components/form-conflict-dialog';
import { fieldErrors } from '../../../lib/trpc';
import { useEditConflict } from '../../../lib/use-edit-conflict';
import { useOpenedEntity } from '../../../lib/use-opened-entity';
import { UploadCancelled } from '../../../lib/upload';
import { useUploadProgress } from '../../../lib/use-upload-progress';
import { useCreateTheme } from '../api/use-create-theme';
import { useDeleteTheme } from '../api/use-delete-theme';
import { useUpdateTheme } from '../api/use-update-theme';
import { useUploadThemeFiles, type ThemeUploadMode } from '../api/use-upload-theme-files';
import { isTextField } from '../lib/text-field';
import { NameSlugFormModal } from './name-slug-form-modal';
import { ThemeActions, ThemeFiles } from './theme-files';
import styles from './forms.module.css';

export interface ThemeModalProps {
  open: boolean;
  /** The theme to edit; none creates one. */
  theme: Theme | null;
  onClose: () => void;
  /** A created theme whose files failed to upload stays open, in edit mode. */
  onEditCreated: (theme: Theme) => void;
}

const EMPTY: ThemeFormValues = { name: '', slug: '', description: '', isActive: true };
const valuesOf = (theme: Theme | null): ThemeFormValues =>
  theme
    ? {
        name: theme.name,
        slug: theme.slug,
        description: theme.description,
        isActive: theme.isActive,
      }
    : EMPTY;

const message = (err: unknown) =>
  err instanceof Error && err.message ? err.message : 'Unknown error';

/** Not quoted by the spec (it names no text for a cancelled upload). */
const UPLOAD_CANCELLED = 'Upload cancelled: no files were sent.';

/**
 * The theme modal: name, slug, description, Active, files (add or replace), the
 * existing files with sizes, Delete Theme in edit mode. Esc closes; Delete deletes (edit mode,
 * focus outside text fields); Ctrl/Cmd+Enter saves. An edit saves on the theme as it opened (or
 * as last saved here): another user's save in between is a conflict, never overwritten in silence.
 */
export function ThemeModal({ open, theme, onClose, onEditCreated }: ThemeModalProps) {
  const editing = theme !== null;
  const formRef = useRef<HTMLFormElement>(null);
  const descriptionId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [mode, setMode] = useState<ThemeUploadMode>('add');
  const [filesError, setFilesError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const create = useCreateTheme();
  const update = useUpdateTheme();
  const upload = useUploadThemeFiles();
  const track = useUploadProgress();
  const remove = useDeleteTheme();
  // `theme` follows the list (new files show); the edit keeps the version it opened on
  const { opened, saved } = useOpenedEntity(open ? (theme?.id ?? null) : null, theme);
  const edit = useEditConflict(opened, versionOf);

  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ThemeFormValues, unknown, ReturnType<typeof themeFormSchema.parse>>({
    resolver: zodResolver(themeFormSchema),
    defaultValues: valuesOf(theme),
  });

  // A new theme, or another one: a fresh form. (The same theme refetched keeps what is typed.)
  const themeId = theme?.id ?? null;
  useEffect(() => {
    if (!open) return;
    reset(valuesOf(theme));
    setFiles([]);
    setMode('add');
    setFilesError(null);
    // Only when the modal opens or another theme is shown (not on every refetch of the same one).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the theme's id, not the object
  }, [open, themeId, reset]);

  /** The chosen files on version `base` (none for a theme just created); a stale one is a conflict. */
  const uploadFiles = async (id: string, uploadMode: ThemeUploadMode, base?: string) => {
    try {
      const options = { ...track.start(), base };
      await upload.mutateAsync({ themeId: id, files, mode: uploadMode, options });
      setFiles([]);
      return true;
    } catch (err) {
      if (edit.caught(err)) return false; // the conflict dialog says who changed it
      if (err instanceof UploadCancelled) {
        toast.info(UPLOAD_CANCELLED);
        return false;
      }
      toast.error(
        uploadMode === 'replace'
          ? THEME_MESSAGES.replaceFilesFailed
          : themeUploadFailedMessage(message(err)),
        uploadMode === 'replace' ? { description: message(err) } : undefined,
      );
      return false;
    } finally {
      track.finish();
    }
  };

  /** An overwrite saves on the version the conflict answered with. */
  const submitOn = (overwrite?: { base: string | undefined }) =>
    handleSubmit(async (values) => {
      const needsFiles = editing && mode === 'replace';
      if (files.length > 0 || needsFiles) {
        const countError = checkThemeFileCount(files.length);
        if (countError) {
          setFilesError(countError);
          return;
        }
      }
      setFilesError(null);
      const applyFieldErrors = (err: unknown) => {
        const fields = fieldErrors(err);
        for (const key of ['name', 'slug', 'description'] as const) {
          if (fields[key]) setError(key, { message: fields[key] });
        }
      };

      if (theme) {
        let updated: Theme;
        try {
          const base = overwrite ? overwrite.base : edit.base;
          // saved here: a second try (after a failed upload) is based on this save
          updated = await update.mutateAsync({ id: theme.id, ...values, base });
          saved(updated);
        } catch (err) {
          // someone saved first: the conflict dialog says who and what, nothing was written
          if (edit.caught(err)) return;
          applyFieldErrors(err);
          toast.error(THEME_MESSAGES.updateFailed, { description: message(err) });
          return;
        }
        const count = files.length;
        if (count > 0 && !(await uploadFiles(theme.id, mode, versionOf(updated)))) return;
        toast.success(
          count > 0
            ? `Theme "${values.name}" updated, ${count} ${count === 1 ? 'file' : 'files'} ${mode === 'replace' ? 'replaced' : 'uploaded'}`
            : `Theme "${values.name}" updated`,
        );
        onClose();
        return;
      }

      let created: Theme;
      try {
        created = await create.mutateAsync(values);
      } catch (err) {
        applyFieldErrors(err);
        toast.error(themeCreateFailedMessage(message(err)));
        return;
      }
      const count = files.length;
      if (count > 0) {
        if (!created?.id) {
          toast.error(THEME_MESSAGES.createdWithoutId);
          onClose();
          return;
        }
        if (!(await uploadFiles(created.id, 'add'))) {
          onEditCreated(created);
          return;
        }
      }
      toast.success(
        count > 0
          ? `Theme "${values.name}" created with ${count} ${count === 1 ? 'file' : 'files'}`
          : `Theme "${values.name}" created`,
      );
      onClose();
    });
  const onSubmit = submitOn();

  const onDelete = async () => {
    if (!theme) return;
    try {
      await remove.mutateAsync({ id: theme.id });
      toast.success(`Theme "${theme.name}" deleted`);
      setConfirmDelete(false);
      onClose();
    } catch (err) {
      setConfirmDelete(false);
      toast.error(THEME_MESSAGES.deleteFailed, { description: message(err) });
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      formRef.current?.requestSubmit();
      return;
    }
    if (e.key === 'Delete' && editing && !isTextField(e.target)) {
      e.preventDefault();
      setConfirmDelete(true);
    }
  };

  const saving = isSubmitting || upload.isPending;
  return (
    <>
      <NameSlugFormModal
        open={open}
        onClose={onClose}
        title={editing ? 'Edit Theme' : 'Create Theme'}
        dirty={isDirty || files.length > 0}
        formLabel={editing ? 'Edit theme' : 'Create theme'}
        onSubmit={onSubmit}
        formRef={formRef}
        onKeyDown={onKeyDown}
        name={{ label: 'Theme Name', error: errors.name?.message, ...register('name') }}
        slug={{
          label: 'Theme Slug',
          hint: `Lowercase letters, numbers, hyphens and underscores${theme ? ` · ${themeLabel(theme.slug)}` : ''}`,
          error: errors.slug?.message,
          ...register('slug'),
        }}
      >
        <div className={styles.fieldset}>
          <label htmlFor={descriptionId} className={styles.label}>
            Description
          </label>
          <textarea
            id={descriptionId}
            className={styles.textarea}
            rows={3}
            {...register('description')}
          />
        </div>
        <label className={styles.checkbox}>
          <input type="checkbox" {...register('isActive')} />
          Active
        </label>

        <ThemeFiles
          theme={theme}
          mode={mode}
          onModeChange={setMode}
          files={files}
          onFilesChange={(next) => {
            setFiles(next);
            setFilesError(null);
          }}
          filesError={filesError}
          progress={track.progress}
          onCancelUpload={track.cancel}
        />

        <ThemeActions
          theme={theme}
          saving={saving}
          deleting={remove.isPending}
          confirmDelete={confirmDelete}
          onConfirmDeleteChange={setConfirmDelete}
          onDelete={() => void onDelete()}
        />
      </NameSlugFormModal>
      <FormConflictDialog
        edit={edit}
        toForm={valuesOf}
        getValues={getValues}
        // the form's defaults stay the theme as opened: what is typed still counts as unsaved
        reset={(values) => reset(values, { keepDefaultValues: true })}
        pending={saving}
        onOverwrite={(_values, on) => void submitOn({ base: on.base })()}
      />
    </>
  );
}
