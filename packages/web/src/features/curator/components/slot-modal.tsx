import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  SLOT_MESSAGES,
  SLOTS,
  checkSlotImage,
  createSlotInputSchema,
  identifierFromTitle,
  parseJsonObjectText,
  slotChangesSchema,
  versionOf,
  slotImageUploadFailedMessage,
  type Group,
  type Provider,
  type Slot,
} from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { ImagePicker, useImageState } from '../../../components/image-picker';
import { Modal, ModalCancel } from '../../../components/modal';
import { fieldErrors } from '../../../lib/trpc';
import { errorMessage } from '../../../lib/error-message';
import { useCreateSlot } from '../api/use-create-slot';
import { useDeleteSlotImage } from '../api/use-delete-slot-image';
import { useUpdateSlot } from '../api/use-update-slot';
import { useInvalidateCurator } from '../api/invalidate';
import { uploadSlotImage } from '../api/upload-slot-image';
import { proxiedImageUrl } from '../lib/image-url';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormConflictDialog } from '../../../components/form-conflict-dialog';
import { useEditConflict } from '../../../lib/use-edit-conflict';
import { SlotActions, archiveConfirmation } from './slot-actions';
import { SlotFormFields } from './slot-form-fields';
import {
  slotEditChanges,
  slotFormValues,
  withSlotJsonChecks,
  type SlotFormValues,
} from '../lib/slot-form';
import styles from './curator.module.css';

/** The create form: contracts' create schema, with params and restrictions typed as JSON text. */
const jsonText = createSlotInputSchema.shape.origTitle;
const createFormSchema = createSlotInputSchema.extend({ params: jsonText, restrictions: jsonText });
type CreateFormOutput = ReturnType<typeof createFormSchema.parse>;

interface Props {
  /** The slot to edit; null creates one. */
  slot: Slot | null;
  open: boolean;
  onClose: () => void;
  providers: Provider[];
  groups: Group[];
}

/** Create Slot and the slot edit modal. */
export function SlotModal({ slot, open, onClose, providers, groups }: Props) {
  const isEdit = slot !== null;
  const initial = useMemo(() => slotFormValues(slot), [slot]);
  const form = useForm<SlotFormValues, unknown, SlotFormValues | CreateFormOutput>({
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    // params/restrictions that are not a JSON object block the save
    resolver: isEdit
      ? withSlotJsonChecks<SlotFormValues, unknown, SlotFormValues>()
      : withSlotJsonChecks(
          zodResolver(createFormSchema) as unknown as Resolver<
            SlotFormValues,
            unknown,
            CreateFormOutput
          >,
        ),
  });
  const { handleSubmit, formState, setValue, watch, setError, reset, getValues } = form;
  const edit = useEditConflict(slot, versionOf); // the slot as opened, or as it is now
  const basis = useMemo(() => slotFormValues(edit.basis), [edit.basis]);
  const onBasis = { basis, base: edit.base };

  const identifierEdited = useRef(isEdit);
  const { image, pick, remove, reset: resetImage } = useImageState();
  const [imageError, setImageError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [askArchive, setAskArchive] = useState<SlotFormValues | null>(null);

  const createSlot = useCreateSlot();
  const updateSlot = useUpdateSlot();
  const deleteImage = useDeleteSlotImage();
  const invalidate = useInvalidateCurator();

  useEffect(() => {
    if (!open) return;
    reset(initial);
    identifierEdited.current = isEdit;
    resetImage();
    setImageError(null);
    setSaveError(null);
  }, [open, initial, isEdit, reset, resetImage]);

  // Identifier follows the title until edited by hand.
  const title = watch('title');
  useEffect(() => {
    if (!isEdit && !identifierEdited.current) {
      setValue('identifier', identifierFromTitle(title ?? ''), {
        shouldValidate: formState.isSubmitted,
      });
    }
  }, [title, isEdit, setValue, formState.isSubmitted]);

  const setFieldError = (field: string, message: string, type = 'server') => {
    if (field in initial) setError(field as FieldPath<SlotFormValues>, { type, message });
  };
  /** A failed save: the form's error, the server's field errors, a toast with its reason. */
  const failed = (message: string, err: unknown) => {
    setSaveError(message);
    for (const [field, text] of Object.entries(fieldErrors(err))) setFieldError(field, text);
    toast.error(message, { description: errorMessage(err, '') || undefined });
  };

  /** The pending image on version `base` (none for a slot just created); false when it is stale. */
  const uploadPending = async (id: string, warning: (message: string) => string, base?: string) => {
    if (image.kind !== 'new') return true;
    try {
      await uploadSlotImage(id, image.file, { base });
    } catch (err) {
      if (edit.caught(err)) return false; // the conflict dialog says who changed it
      toast.warning(warning(errorMessage(err, 'Upload failed')));
    }
    return true;
  };

  const submitCreate = async (values: CreateFormOutput) => {
    // the resolver has refused text that is not a JSON object
    const params = parseJsonObjectText(values.params ?? '');
    const restrictions = parseJsonObjectText(values.restrictions ?? '');
    let id: string;
    try {
      ({ id } = await createSlot.mutateAsync({
        ...values,
        params: params ?? {},
        restrictions: restrictions ?? {},
        groupIds: values.groupIds ?? [],
        releasedAt: values.releasedAt || undefined,
      }));
    } catch (err) {
      failed(SLOT_MESSAGES.createFailed, err);
      return;
    }
    if (image.kind === 'new') {
      await uploadPending(id, () => SLOT_MESSAGES.imageUploadFailedOnCreate);
      await invalidate();
    }
    toast.success(`Slot "${values.title}" created`);
    onClose();
  };

  /** Archiving (or unarchiving) through the form's checkbox asks as the Archive button does. */
  const submitEdit = async (values: SlotFormValues, archiveConfirmed = false, on = onBasis) => {
    if (!slot) return;
    const changes = slotEditChanges(on.basis, values);
    const parsed = slotChangesSchema.safeParse(changes);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        setFieldError(String(issue.path[0] ?? ''), issue.message, 'validate');
      return;
    }
    if (parsed.data.archived !== undefined && !archiveConfirmed) {
      setAskArchive(values);
      return;
    }
    const hasChanges = Object.keys(parsed.data).length > 0;
    if (!hasChanges && image.kind === 'keep') {
      onClose();
      return;
    }
    let base = on.base; // the image removal's: the slot as the update left it, else as opened
    if (hasChanges) {
      try {
        base = versionOf(await updateSlot.mutateAsync({ id: slot.id, ...parsed.data, base }));
      } catch (err) {
        if (!edit.caught(err)) failed(SLOT_MESSAGES.updateFailed, err);
        return;
      }
    }
    if (!(await uploadPending(slot.id, slotImageUploadFailedMessage, base))) return;
    if (image.kind === 'remove') {
      try {
        await deleteImage.mutateAsync({ id: slot.id, base });
      } catch (err) {
        toast.warning(SLOT_MESSAGES.imageDeleteFailed, { description: errorMessage(err, '') });
      }
    }
    if (image.kind !== 'keep') await invalidate();
    toast.success(`Slot "${values.title || slot.title}" saved`);
    onClose();
  };

  const saveWith = async (run: () => Promise<void>) => {
    setSaveError(null);
    setSaving(true);
    try {
      await run();
    } finally {
      setSaving(false);
    }
  };
  const onSubmit = handleSubmit((values) =>
    saveWith(() =>
      isEdit ? submitEdit(values as SlotFormValues) : submitCreate(values as CreateFormOutput),
    ),
  );
  const asked = slot && askArchive ? archiveConfirmation(slot.title, askArchive.archived) : null;

  const pickImage = (file: File) => {
    const problem = checkSlotImage(file);
    setImageError(problem);
    if (!problem) pick(file);
  };

  const busy = saving || updateSlot.isPending;

  return (
    <>
      <Modal
        open={open}
        onOpenChange={(next) => !next && !busy && onClose()}
        title={isEdit ? `Edit Slot: ${slot.title}` : 'Create Slot'}
        size="lg"
        dirty={formState.isDirty || image.kind !== 'keep'}
        footer={
          <>
            <ModalCancel disabled={saving} />
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
          <SlotFormFields
            form={form}
            providers={providers}
            groups={groups}
            onIdentifierEdited={() => {
              identifierEdited.current = true;
            }}
          >
            <div className={styles.full}>
              <ImagePicker
                image={image}
                savedUrl={slot?.imageUrl ? proxiedImageUrl(slot.imageUrl, 'slot') : null}
                accept={SLOTS.imageTypes.join(',')}
                error={imageError}
                previewClassName={styles.preview}
                onFile={pickImage}
                onRemove={() => remove(isEdit && image.kind === 'keep')}
                onKeep={resetImage}
                removeNote="The image will be deleted when you save."
              />
            </div>
          </SlotFormFields>
        </form>
        {isEdit && <SlotActions slot={slot} disabled={busy} onDone={onClose} />}
      </Modal>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(next) => !next && setAskArchive(null)}
        title={asked?.title ?? ''}
        message={asked?.message ?? ''}
        confirmLabel={asked?.confirmLabel ?? ''}
        onConfirm={() => {
          const values = askArchive;
          setAskArchive(null);
          if (values) void saveWith(() => submitEdit(values, true));
        }}
      />
      <FormConflictDialog
        edit={edit}
        toForm={slotFormValues}
        getValues={getValues}
        reset={reset}
        pending={saving}
        onOverwrite={(values, on) => void saveWith(() => submitEdit(values, true, on))}
      />
    </>
  );
}
