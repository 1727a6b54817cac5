import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Archive, ArchiveRestore, ImageOff, Play, RotateCcw, Trash2 } from 'lucide-react';
import {
  SLOT_MESSAGES,
  SLOTS,
  checkSlotImage,
  createSlotInputSchema,
  identifierFromTitle,
  parseJsonObjectText,
  slotArchiveConfirmMessage,
  slotChangesSchema,
  slotDeleteConfirmMessage,
  slotImageUploadFailedMessage,
  slotUnarchiveConfirmMessage,
  type Group,
  type Provider,
  type Slot,
} from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { errorMessage, fieldErrors } from '../../../lib/trpc';
import { useCreateSlot } from '../api/use-create-slot';
import { useDeleteSlot } from '../api/use-delete-slot';
import { useDeleteSlotImage } from '../api/use-delete-slot-image';
import { useDemoPlay } from '../api/use-demo-play';
import { useResetSlot } from '../api/use-reset-slot';
import { useUpdateSlot } from '../api/use-update-slot';
import { useInvalidateCurator } from '../api/invalidate';
import { uploadSlotImage } from '../api/use-upload-slot-image';
import { proxiedImageUrl } from '../utils/image-url';
import { DemoOverlay } from './demo-overlay';
import { FormField } from './form-field';
import { slotEditChanges, slotFormValues, type SlotFormValues } from '../utils/slot-form';
import styles from './curator.module.css';

/** The create form: contracts' create schema, with params and restrictions typed as JSON text. */
const jsonText = createSlotInputSchema.shape.origTitle;
const createFormSchema = createSlotInputSchema.extend({ params: jsonText, restrictions: jsonText });
type CreateFormOutput = ReturnType<typeof createFormSchema.parse>;

type ImageState =
  { kind: 'none' } | { kind: 'new'; file: File; preview: string } | { kind: 'remove' };

interface Props {
  /** The slot to edit; null creates one. */
  slot: Slot | null;
  open: boolean;
  onClose: () => void;
  providers: Provider[];
  groups: Group[];
}

/** Create Slot and the slot edit modal (spec 1 §2, §5). */
export function SlotModal({ slot, open, onClose, providers, groups }: Props) {
  const isEdit = slot !== null;
  const initial = useMemo(() => slotFormValues(slot), [slot]);
  const form = useForm<SlotFormValues, unknown, SlotFormValues | CreateFormOutput>({
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...(isEdit
      ? {}
      : {
          resolver: zodResolver(createFormSchema) as unknown as Resolver<
            SlotFormValues,
            unknown,
            CreateFormOutput
          >,
        }),
  });
  const { register, handleSubmit, formState, setValue, watch, setError, reset, control } = form;
  const errors = formState.errors;

  const identifierEdited = useRef(isEdit);
  const [image, setImage] = useState<ImageState>({ kind: 'none' });
  const [imageError, setImageError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<null | 'archive' | 'unarchive' | 'reset' | 'delete'>(null);
  const [demoUrl, setDemoUrl] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const createSlot = useCreateSlot();
  const updateSlot = useUpdateSlot();
  const deleteImage = useDeleteSlotImage();
  const resetSlot = useResetSlot();
  const deleteSlot = useDeleteSlot();
  const demo = useDemoPlay();
  const invalidate = useInvalidateCurator();

  useEffect(() => {
    if (!open) return;
    reset(initial);
    identifierEdited.current = isEdit;
    setImage({ kind: 'none' });
    setImageError(null);
    setSaveError(null);
  }, [open, initial, isEdit, reset]);

  useEffect(
    () => () => {
      if (image.kind === 'new') URL.revokeObjectURL(image.preview);
    },
    [image],
  );

  // Identifier follows the title until edited by hand (spec 1 §5).
  const title = watch('title');
  useEffect(() => {
    if (!isEdit && !identifierEdited.current) {
      setValue('identifier', identifierFromTitle(title ?? ''), {
        shouldValidate: formState.isSubmitted,
      });
    }
  }, [title, isEdit, setValue, formState.isSubmitted]);

  const applyServerErrors = (err: unknown) => {
    for (const [field, message] of Object.entries(fieldErrors(err))) {
      if (field in initial)
        setError(field as FieldPath<SlotFormValues>, { type: 'server', message });
    }
  };

  const uploadPending = async (id: string, onFail: (message: string) => void) => {
    if (image.kind !== 'new') return;
    try {
      await uploadSlotImage(id, image.file);
    } catch (err) {
      onFail(errorMessage(err, 'Upload failed'));
    }
  };

  const submitCreate = async (values: CreateFormOutput) => {
    const params = parseJsonObjectText(values.params ?? '');
    const restrictions = parseJsonObjectText(values.restrictions ?? '');
    if (params === null) console.warn('Slot params: invalid JSON ignored');
    if (restrictions === null) console.warn('Slot restrictions: invalid JSON ignored');
    let id: string;
    try {
      id = await createSlot.mutateAsync({
        ...values,
        params: params ?? {},
        restrictions: restrictions ?? {},
        groupIds: values.groupIds ?? [],
        releasedAt: values.releasedAt || undefined,
      });
    } catch (err) {
      setSaveError(SLOT_MESSAGES.createFailed);
      applyServerErrors(err);
      toast.error(SLOT_MESSAGES.createFailed, { description: errorMessage(err, '') || undefined });
      return;
    }
    if (image.kind === 'new') {
      await uploadPending(id, () => toast.warning(SLOT_MESSAGES.imageUploadFailedOnCreate));
      await invalidate();
    }
    toast.success(`Slot "${values.title}" created`);
    onClose();
  };

  const submitEdit = async (values: SlotFormValues) => {
    if (!slot) return;
    const changes = slotEditChanges(initial, values);
    const parsed = slotChangesSchema.safeParse(changes);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (field in initial)
          setError(field as FieldPath<SlotFormValues>, {
            type: 'validate',
            message: issue.message,
          });
      }
      return;
    }
    const hasChanges = Object.keys(parsed.data).length > 0;
    if (!hasChanges && image.kind === 'none') {
      onClose();
      return;
    }
    if (hasChanges) {
      try {
        await updateSlot.mutateAsync({ id: slot.id, ...parsed.data });
      } catch (err) {
        setSaveError(SLOT_MESSAGES.updateFailed);
        applyServerErrors(err);
        toast.error(SLOT_MESSAGES.updateFailed, {
          description: errorMessage(err, '') || undefined,
        });
        return;
      }
    }
    await uploadPending(slot.id, (message) => toast.warning(slotImageUploadFailedMessage(message)));
    if (image.kind === 'remove') {
      try {
        await deleteImage.mutateAsync(slot.id);
      } catch {
        toast.warning(SLOT_MESSAGES.imageDeleteFailed);
      }
    }
    if (image.kind !== 'none') await invalidate();
    toast.success(`Slot "${values.title || slot.title}" saved`);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setSaveError(null);
    setSaving(true);
    try {
      if (isEdit) await submitEdit(values as SlotFormValues);
      else await submitCreate(values as CreateFormOutput);
    } finally {
      setSaving(false);
    }
  });

  const pickImage = (file: File | undefined) => {
    if (!file) return;
    const problem = checkSlotImage(file);
    if (problem) {
      setImageError(problem);
      return;
    }
    setImageError(null);
    setImage({ kind: 'new', file, preview: URL.createObjectURL(file) });
  };

  const runConfirmed = async () => {
    if (!slot || !confirm) return;
    const action = confirm;
    try {
      if (action === 'archive' || action === 'unarchive') {
        await updateSlot.mutateAsync({ id: slot.id, archived: action === 'archive' });
        toast.success(`Slot "${slot.title}" ${action}d`);
      } else if (action === 'reset') {
        await resetSlot.mutateAsync(slot.id);
        toast.success(`Slot "${slot.title}" reset`);
      } else {
        await deleteSlot.mutateAsync(slot.id);
        toast.success(`Slot "${slot.title}" deleted`);
      }
      setConfirm(null);
      onClose();
    } catch (err) {
      const fallback = {
        archive: SLOT_MESSAGES.archiveFailed,
        unarchive: SLOT_MESSAGES.unarchiveFailed,
        reset: SLOT_MESSAGES.resetFailed,
        delete: SLOT_MESSAGES.deleteFailed,
      }[action];
      toast.error(fallback, { description: errorMessage(err, '') || undefined });
      setConfirm(null);
    }
  };

  const play = async () => {
    if (!slot) return;
    try {
      setDemoUrl(await demo.mutateAsync(slot.id));
    } catch {
      toast.error(SLOT_MESSAGES.demoLaunchFailed);
    }
  };

  const currentImage =
    image.kind === 'new'
      ? image.preview
      : image.kind === 'none' && slot?.imageUrl
        ? proxiedImageUrl(slot.imageUrl, 'slot')
        : null;
  const busy = saving || updateSlot.isPending || resetSlot.isPending || deleteSlot.isPending;
  // Registered in form order, so the first bad field is the one focused.
  const titleField = register('title');
  const identifierField = register('identifier');

  const confirmText = slot
    ? {
        archive: slotArchiveConfirmMessage(slot.title),
        unarchive: slotUnarchiveConfirmMessage(slot.title),
        reset: SLOT_MESSAGES.resetConfirm,
        delete: slotDeleteConfirmMessage(slot.title),
      }
    : null;

  return (
    <>
      <Modal
        open={open}
        onOpenChange={(next) => !next && !busy && onClose()}
        title={isEdit ? `Edit Slot: ${slot.title}` : 'Create Slot'}
        size="lg"
        footer={
          <>
            <Button variant="secondary" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button variant="primary" type="submit" form="slot-form" loading={saving}>
              {isEdit ? 'Update' : 'Create'}
            </Button>
          </>
        }
      >
        <form
          id="slot-form"
          className={styles.formGrid}
          onSubmit={(e) => void onSubmit(e)}
          noValidate
        >
          {saveError && (
            <p className={`${styles.formError} ${styles.full}`} role="alert">
              {saveError}
            </p>
          )}
          <TextField label="Title" required {...titleField} error={errors.title?.message} />
          <TextField
            label="Identifier"
            required
            {...identifierField}
            onChange={(e) => {
              identifierEdited.current = true;
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
          <FormField
            label="Description"
            className={styles.full}
            error={errors.description?.message}
          >
            <textarea className={styles.textarea} rows={3} {...register('description')} />
          </FormField>
          <FormField
            label="Params (JSON)"
            error={errors.params?.message}
            hint="A JSON object; invalid JSON is ignored."
          >
            <textarea className={styles.textarea} spellCheck={false} {...register('params')} />
          </FormField>
          <FormField
            label="Restrictions (JSON)"
            error={errors.restrictions?.message}
            hint="A JSON object; invalid JSON is ignored."
          >
            <textarea
              className={styles.textarea}
              spellCheck={false}
              {...register('restrictions')}
            />
          </FormField>
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
          <div className={`${styles.field} ${styles.full}`}>
            <span className={styles.label}>Image</span>
            <div className={styles.imageRow}>
              {currentImage ? (
                <img
                  className={styles.preview}
                  src={currentImage}
                  alt={image.kind === 'new' ? 'New image preview' : 'Current image'}
                />
              ) : (
                <span className={`${styles.preview} ${styles.cardImagePlaceholder}`}>No image</span>
              )}
              <div className={styles.field}>
                <label className={styles.label} htmlFor="slot-image">
                  Choose image
                </label>
                <input
                  id="slot-image"
                  type="file"
                  accept={SLOTS.imageTypes.join(',')}
                  aria-invalid={imageError ? true : undefined}
                  aria-describedby={imageError ? 'slot-image-error' : undefined}
                  onChange={(e) => {
                    pickImage(e.target.files?.[0]);
                    e.target.value = '';
                  }}
                />
                {imageError && (
                  <p id="slot-image-error" className={styles.error} role="alert">
                    {imageError}
                  </p>
                )}
                {(image.kind === 'new' || (image.kind === 'none' && slot?.imageUrl)) && (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      setImage(
                        image.kind === 'new' || !isEdit ? { kind: 'none' } : { kind: 'remove' },
                      )
                    }
                  >
                    <ImageOff size={14} aria-hidden="true" /> Remove image
                  </Button>
                )}
                {image.kind === 'remove' && (
                  <p className={styles.hint}>
                    The image will be deleted when you save.{' '}
                    <button
                      type="button"
                      className={styles.linkButton}
                      onClick={() => setImage({ kind: 'none' })}
                    >
                      Keep image
                    </button>
                  </p>
                )}
              </div>
            </div>
          </div>
        </form>
        {isEdit && (
          <div className={styles.modalActions} role="group" aria-label="Slot actions">
            {slot.hasDemo && (
              <Button variant="secondary" onClick={() => void play()} loading={demo.isPending}>
                <Play size={14} aria-hidden="true" /> Play
              </Button>
            )}
            {slot.archived ? (
              <Button variant="secondary" onClick={() => setConfirm('unarchive')} disabled={busy}>
                <ArchiveRestore size={14} aria-hidden="true" /> Unarchive
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => setConfirm('archive')} disabled={busy}>
                <Archive size={14} aria-hidden="true" /> Archive
              </Button>
            )}
            <Button variant="secondary" onClick={() => setConfirm('reset')} disabled={busy}>
              <RotateCcw size={14} aria-hidden="true" /> Reset
            </Button>
            <Button variant="danger" onClick={() => setConfirm('delete')} disabled={busy}>
              <Trash2 size={14} aria-hidden="true" /> Delete Slot
            </Button>
          </div>
        )}
      </Modal>
      {slot && confirmText && (
        <ConfirmDialog
          open={confirm !== null}
          onOpenChange={(next) => !next && setConfirm(null)}
          title={
            confirm === 'archive'
              ? 'Archive slot'
              : confirm === 'unarchive'
                ? 'Unarchive slot'
                : confirm === 'reset'
                  ? 'Reset slot'
                  : 'Delete slot'
          }
          message={confirm ? confirmText[confirm] : ''}
          confirmLabel={
            confirm === 'archive'
              ? 'Archive'
              : confirm === 'unarchive'
                ? 'Unarchive'
                : confirm === 'reset'
                  ? 'Reset'
                  : 'Delete'
          }
          variant={confirm === 'delete' || confirm === 'reset' ? 'danger' : 'primary'}
          pending={updateSlot.isPending || resetSlot.isPending || deleteSlot.isPending}
          onConfirm={() => void runConfirmed()}
        />
      )}
      {slot && <DemoOverlay url={demoUrl} title={slot.title} onClose={() => setDemoUrl(null)} />}
    </>
  );
}
