import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  PROVIDER_MESSAGES,
  SLOT_MESSAGES,
  SLOTS,
  providerCreateInputSchema,
  providerEditFormSchema,
  versionOf,
  type Provider,
} from '@pitboss/contracts';
import { Button } from '../../../../components/button';
import { ImagePicker, useImageState } from '../../../../components/image-picker';
import { Modal, ModalCancel } from '../../../../components/modal';
import { TextField } from '../../../../components/text-field';
import { fieldErrors } from '../../../../lib/trpc';
import { errorMessage } from '../../../../lib/error-message';
import { FormField } from '../../../../components/form-field';
import { FormConflictDialog } from '../../../../components/form-conflict-dialog';
import { useEditConflict } from '../../../../lib/use-edit-conflict';
import { proxiedImageUrl } from '../../lib/image-url';
import { uploadProviderLogo } from '../api/upload-provider-logo';
import { useCreateProvider } from '../api/use-create-provider';
import { useUpdateProvider } from '../api/use-update-provider';
import { useInvalidateCurator } from '../../api/invalidate';
import {
  SERVER_FIELDS,
  providerEditChanges,
  providerFormValues as valuesOf,
  type ProviderFormValues,
} from '../lib/provider-changes';
import { formatBytes, prepareProviderImage, type PreparedImage } from '../lib/shrink-image';
import { providerFailure } from '../lib/provider-failure';
import { ProviderActions } from './provider-actions';
import { ProviderStatus } from './provider-status';
import curator from '../../components/curator.module.css';
import styles from './providers.module.css';

type FormValues = ProviderFormValues;

const createResolver = zodResolver(providerCreateInputSchema) as unknown as Resolver<FormValues>;
const editResolver = zodResolver(providerEditFormSchema) as unknown as Resolver<FormValues>;

interface Props {
  /** The provider to edit; null creates one. */
  provider: Provider | null;
  open: boolean;
  onClose: () => void;
}

/** Create Provider and the provider modal. */
export function ProviderModal({ provider, open, onClose }: Props) {
  const [current, setCurrent] = useState<Provider | null>(provider);
  const isEdit = current !== null;
  const isEditRef = useRef(isEdit);
  useEffect(() => {
    isEditRef.current = isEdit;
  }, [isEdit]);
  const form = useForm<FormValues>({
    defaultValues: valuesOf(provider),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    resolver: (values, ctx, options) =>
      (isEditRef.current ? editResolver : createResolver)(values, ctx, options),
  });
  const { register, handleSubmit, formState, setError, reset, getValues } = form;
  const errors = formState.errors;
  const edit = useEditConflict(current, versionOf); // the provider as opened, or as it is now
  const onBasis = { basis: valuesOf(edit.basis), base: edit.base };

  const { image, pick, remove, reset: resetImage } = useImageState();
  const [shrunk, setShrunk] = useState<PreparedImage['shrunk']>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [acting, setActing] = useState(false);

  const createProvider = useCreateProvider();
  const updateProvider = useUpdateProvider();
  const invalidate = useInvalidateCurator();

  useEffect(() => {
    if (!open) return;
    setCurrent(provider);
    reset(valuesOf(provider));
    resetImage();
    setImageError(null);
  }, [open, provider, reset, resetImage]);

  const applyServerErrors = (err: unknown) => {
    for (const [field, message] of Object.entries(fieldErrors(err))) {
      const target = SERVER_FIELDS[field];
      if (target) setError(target, { type: 'server', message }, { shouldFocus: true });
    }
  };

  const pickImage = async (file: File) => {
    if (file.type && !(SLOTS.imageTypes as readonly string[]).includes(file.type.toLowerCase())) {
      setImageError(SLOT_MESSAGES.invalidImageType);
      return;
    }
    setImageError(null);
    setPreparing(true);
    try {
      const prepared = await prepareProviderImage(file);
      if (prepared.file.size > SLOTS.imageMaxBytes) {
        setImageError(SLOT_MESSAGES.imageTooLarge);
        return;
      }
      setShrunk(prepared.shrunk);
      pick(prepared.file);
    } finally {
      setPreparing(false);
    }
  };

  /** The pending image on version `base`: true when sent (or none), 'conflict' when stale. */
  const uploadPending = async (id: string, base?: string): Promise<boolean | 'conflict'> => {
    if (image.kind !== 'new') return true;
    try {
      await uploadProviderLogo(id, image.file, { base });
      resetImage();
      return true;
    } catch (err) {
      if (edit.caught(err)) return 'conflict';
      console.error('Provider image upload failed', err);
      return false;
    }
  };

  const submitCreate = async (values: FormValues) => {
    let created: Provider;
    try {
      created = await createProvider.mutateAsync({
        displayName: values.displayName.trim(),
        description: values.description.trim(),
        archived: false,
      });
    } catch (err) {
      applyServerErrors(err);
      toast.error(PROVIDER_MESSAGES.createFailed, {
        description: errorMessage(err, '') || undefined,
      });
      return;
    }
    if (!(await uploadPending(created.id))) {
      toast.warning(PROVIDER_MESSAGES.imageUploadFailedOnCreate);
    } else if (image.kind === 'new') {
      await invalidate();
    }
    toast.success(`Provider "${created.displayName}" created`);
    onClose();
  };

  /** The fields go first, checked against what the form opened on; the image follows them. */
  const submitEdit = async (values: FormValues, on = onBasis) => {
    if (!current) return;
    const changes = providerEditChanges(on.basis, values);
    const hasChanges = Object.keys(changes).length > 0;
    if (!hasChanges && image.kind !== 'new') {
      onClose();
      return;
    }
    let base = on.base; // the image's: the provider as the update left it, else as opened
    if (hasChanges) {
      try {
        base = versionOf(await updateProvider.mutateAsync({ id: current.id, ...changes, base }));
      } catch (err) {
        if (edit.caught(err)) return;
        applyServerErrors(err);
        toast.error(providerFailure(err, PROVIDER_MESSAGES.updateFailed), {
          description: errorMessage(err, '') || undefined,
        });
        return;
      }
    }
    const uploaded = await uploadPending(current.id, base);
    if (uploaded === 'conflict') return; // the conflict dialog says who changed it
    if (!uploaded) toast.warning(PROVIDER_MESSAGES.imageUploadFailedOnUpdate);
    else if (image.kind === 'new') await invalidate();
    toast.success(`Provider "${changes.displayName ?? current.displayName}" saved`);
    onClose();
  };

  const saveWith = async (run: () => Promise<void>) => {
    setSaving(true);
    try {
      await run();
    } finally {
      setSaving(false);
    }
  };
  const onSubmit = handleSubmit((values) =>
    saveWith(() => (isEdit ? submitEdit(values) : submitCreate(values))),
  );

  const busy = saving || acting;

  return (
    <>
      <Modal
        open={open}
        onOpenChange={(next) => !next && !busy && onClose()}
        title={current ? `Edit Provider: ${current.displayName}` : 'Create Provider'}
        dirty={formState.isDirty || image.kind !== 'keep'}
        footer={
          <>
            <ModalCancel disabled={saving} />
            <Button
              variant="primary"
              type="submit"
              form="provider-form"
              loading={saving}
              disabled={preparing}
            >
              {isEdit ? 'Update' : 'Create'}
            </Button>
          </>
        }
      >
        <form
          id="provider-form"
          className={curator.field}
          style={{ gap: 'var(--space-3)' }}
          onSubmit={(e) => void onSubmit(e)}
          noValidate
        >
          <TextField
            label="Display Name"
            required
            autoComplete="off"
            {...register('displayName')}
            error={errors.displayName?.message}
          />
          <FormField label="Description" error={errors.description?.message}>
            <textarea
              className={curator.textarea}
              style={{ fontFamily: 'inherit' }}
              rows={3}
              {...register('description')}
            />
          </FormField>
          <ImagePicker
            image={image}
            savedUrl={current?.imageUrl ? proxiedImageUrl(current.imageUrl, 'provider') : null}
            accept={SLOTS.imageTypes.join(',')}
            error={imageError}
            previewClassName={styles.modalLogo}
            onFile={(file) => void pickImage(file)}
            onRemove={() => remove(image.kind === 'keep')}
            hint={
              preparing
                ? 'Optimising image…'
                : image.kind === 'new' && shrunk
                  ? `Optimised: ${formatBytes(shrunk.fromBytes)} → ${formatBytes(
                      image.file.size,
                    )} (${shrunk.width}×${shrunk.height} JPEG)`
                  : image.kind === 'new'
                    ? `Ready to upload (${formatBytes(image.file.size)})`
                    : image.kind === 'remove'
                      ? 'Preview cleared; the saved image is kept.'
                      : 'Images over 200 kB are shrunk to 800×600 JPEG.'
            }
          />
          {current && (
            <>
              <TextField
                label="Slug"
                value={current.slug ?? ''}
                readOnly
                hint="Set by the server from the name."
              />
              <ProviderStatus provider={current} />
            </>
          )}
        </form>
        {current && (
          <ProviderActions
            provider={current}
            saving={saving}
            onChanged={setCurrent}
            onDone={onClose}
            onBusy={setActing}
          />
        )}
      </Modal>
      <FormConflictDialog
        edit={edit}
        toForm={valuesOf}
        getValues={getValues}
        reset={reset}
        pending={saving}
        onOverwrite={(values, on) => void saveWith(() => submitEdit(values, on))}
      />
    </>
  );
}
