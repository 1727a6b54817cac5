import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DropdownMenu } from 'radix-ui';
import { toast } from 'sonner';
import {
  Archive,
  ArchiveRestore,
  ChevronDown,
  ImageOff,
  Power,
  PowerOff,
  RotateCcw,
  Trash2,
} from 'lucide-react';
import {
  PROVIDER_MESSAGES,
  SLOT_MESSAGES,
  SLOTS,
  providerArchiveConfirmMessage,
  providerCreateInputSchema,
  providerDeleteConfirmMessage,
  providerEditFormSchema,
  providerUnarchiveConfirmMessage,
  type Provider,
} from '@pitboss/contracts';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { Modal } from '../../../../components/modal';
import { TextField } from '../../../../components/text-field';
import { errorMessage, fieldErrors } from '../../../../lib/trpc';
import { FormField } from '../../components/form-field';
import { proxiedImageUrl } from '../../utils/image-url';
import { uploadProviderLogo } from '../api/upload-provider-logo';
import { useCreateProvider } from '../api/use-create-provider';
import { useDeleteProvider } from '../api/use-delete-provider';
import { useResetProvider } from '../api/use-reset-provider';
import { useSetProviderArchived } from '../api/use-set-provider-archived';
import { useToggleProviderLive } from '../api/use-toggle-provider-live';
import { useUpdateProvider } from '../api/use-update-provider';
import { useInvalidateCurator } from '../../api/invalidate';
import { providerEditChanges, type ProviderFormValues } from '../utils/provider-changes';
import { formatBytes, prepareProviderImage, type PreparedImage } from '../utils/shrink-image';
import curator from '../../components/curator.module.css';
import styles from './providers.module.css';

type FormValues = ProviderFormValues;

/** spec 1 §4 "Image state in a form": none, a new pending upload, or removal requested. */
type ImageState =
  | { kind: 'none' }
  | { kind: 'new'; prepared: PreparedImage; preview: string }
  | { kind: 'removed' };

type ConfirmKind = 'archive' | 'unarchive' | 'reset' | 'delete';

const FAILED: Record<ConfirmKind, string> = {
  archive: PROVIDER_MESSAGES.archiveFailed,
  unarchive: PROVIDER_MESSAGES.unarchiveFailed,
  reset: PROVIDER_MESSAGES.resetFailed,
  delete: PROVIDER_MESSAGES.deleteFailed,
};

/** Server field names (the admin API's snake_case or the input's camelCase) → form fields. */
const SERVER_FIELDS: Record<string, keyof FormValues> = {
  display_name: 'displayName',
  displayName: 'displayName',
  name: 'displayName',
  description: 'description',
};

const createResolver = zodResolver(providerCreateInputSchema) as unknown as Resolver<FormValues>;
const editResolver = zodResolver(providerEditFormSchema) as unknown as Resolver<FormValues>;

const valuesOf = (p: Provider | null): FormValues => ({
  displayName: p?.displayName ?? '',
  description: p?.description ?? '',
});

interface Props {
  /** The provider to edit; null creates one. */
  provider: Provider | null;
  open: boolean;
  onClose: () => void;
}

/** Create Provider and the provider modal (spec 1 §2, §4, §5, §8). */
export function ProviderModal({ provider, open, onClose }: Props) {
  const [current, setCurrent] = useState<Provider | null>(provider);
  const isEdit = current !== null;
  const isEditRef = useRef(isEdit);
  isEditRef.current = isEdit;
  const form = useForm<FormValues>({
    defaultValues: valuesOf(provider),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    resolver: (values, ctx, options) =>
      (isEditRef.current ? editResolver : createResolver)(values, ctx, options),
  });
  const { register, handleSubmit, formState, setError, reset } = form;
  const errors = formState.errors;

  const [image, setImage] = useState<ImageState>({ kind: 'none' });
  const [imageError, setImageError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [confirm, setConfirm] = useState<ConfirmKind | null>(null);

  const createProvider = useCreateProvider();
  const updateProvider = useUpdateProvider();
  const setArchived = useSetProviderArchived();
  const toggleLive = useToggleProviderLive();
  const resetProvider = useResetProvider();
  const deleteProvider = useDeleteProvider();
  const invalidate = useInvalidateCurator();

  useEffect(() => {
    if (!open) return;
    setCurrent(provider);
    reset(valuesOf(provider));
    setImage({ kind: 'none' });
    setImageError(null);
    setConfirm(null);
  }, [open, provider, reset]);

  useEffect(
    () => () => {
      if (image.kind === 'new') URL.revokeObjectURL(image.preview);
    },
    [image],
  );

  const applyServerErrors = (err: unknown) => {
    for (const [field, message] of Object.entries(fieldErrors(err))) {
      const target = SERVER_FIELDS[field];
      if (target) setError(target, { type: 'server', message }, { shouldFocus: true });
    }
  };

  const pickImage = async (file: File | undefined) => {
    if (!file) return;
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
      setImage({ kind: 'new', prepared, preview: URL.createObjectURL(prepared.file) });
    } finally {
      setPreparing(false);
    }
  };

  /** Uploads the pending image; true when it went up (or there was none). */
  const uploadPending = async (id: string): Promise<boolean> => {
    if (image.kind !== 'new') return true;
    try {
      await uploadProviderLogo(id, image.prepared.file);
      setImage({ kind: 'none' });
      return true;
    } catch (err) {
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

  const submitEdit = async (values: FormValues) => {
    if (!current) return;
    const changes = providerEditChanges(valuesOf(current), values);
    const hasChanges = Object.keys(changes).length > 0;
    if (!hasChanges && image.kind !== 'new') {
      onClose();
      return;
    }
    if (image.kind === 'new') {
      if (await uploadPending(current.id)) {
        if (!hasChanges) await invalidate();
      } else {
        toast.warning(PROVIDER_MESSAGES.imageUploadFailedOnUpdate);
      }
    }
    if (hasChanges) {
      try {
        await updateProvider.mutateAsync({ id: current.id, ...changes });
      } catch (err) {
        applyServerErrors(err);
        toast.error(PROVIDER_MESSAGES.updateFailed, {
          description: errorMessage(err, '') || undefined,
        });
        return;
      }
    }
    toast.success(`Provider "${changes.displayName ?? current.displayName}" saved`);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setSaving(true);
    try {
      if (isEdit) await submitEdit(values);
      else await submitCreate(values);
    } finally {
      setSaving(false);
    }
  });

  const runConfirmed = async () => {
    if (!current || !confirm) return;
    const action = confirm;
    try {
      if (action === 'archive' || action === 'unarchive') {
        await setArchived.mutateAsync({ id: current.id, archived: action === 'archive' });
        toast.success(`Provider "${current.displayName}" ${action}d`);
      } else if (action === 'reset') {
        await resetProvider.mutateAsync(current.id);
        toast.success(`Provider "${current.displayName}" reset`);
      } else {
        await deleteProvider.mutateAsync(current.id);
        toast.success(`Provider "${current.displayName}" deleted`);
      }
      setConfirm(null);
      onClose();
    } catch (err) {
      setConfirm(null);
      toast.error(FAILED[action], { description: errorMessage(err, '') || undefined });
    }
  };

  const flipLive = async () => {
    if (!current) return;
    try {
      const next = await toggleLive.mutateAsync(current.id);
      setCurrent(next);
      toast.success(`Provider "${next.displayName}" is ${next.live ? 'live' : 'offline'}`);
    } catch (err) {
      toast.error(PROVIDER_MESSAGES.updateFailed, {
        description: errorMessage(err, '') || undefined,
      });
    }
  };

  const shownImage =
    image.kind === 'new'
      ? image.preview
      : image.kind === 'none' && current?.imageUrl
        ? proxiedImageUrl(current.imageUrl, 'provider')
        : null;
  const actionPending =
    setArchived.isPending || resetProvider.isPending || deleteProvider.isPending;
  const busy = saving || actionPending || toggleLive.isPending;

  const confirmText: Record<ConfirmKind, string> | null = current
    ? {
        archive: providerArchiveConfirmMessage(current.displayName),
        unarchive: providerUnarchiveConfirmMessage(current.displayName),
        reset: PROVIDER_MESSAGES.resetConfirm,
        delete: providerDeleteConfirmMessage(current.displayName),
      }
    : null;
  const confirmTitle: Record<ConfirmKind, [string, string]> = {
    archive: ['Archive provider', 'Archive'],
    unarchive: ['Unarchive provider', 'Unarchive'],
    reset: ['Reset provider', 'Reset'],
    delete: ['Delete provider', 'Delete'],
  };

  return (
    <>
      <Modal
        open={open}
        onOpenChange={(next) => !next && !busy && onClose()}
        title={current ? `Edit Provider: ${current.displayName}` : 'Create Provider'}
        footer={
          <>
            <Button variant="secondary" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
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
          <div className={curator.field}>
            <span className={curator.label}>Image</span>
            <div className={curator.imageRow}>
              {shownImage ? (
                <img
                  className={styles.modalLogo}
                  src={shownImage}
                  alt={image.kind === 'new' ? 'New image preview' : 'Current image'}
                />
              ) : (
                <span className={`${styles.modalLogo} ${curator.cardImagePlaceholder}`}>
                  No image
                </span>
              )}
              <div className={curator.field}>
                <label className={curator.label} htmlFor="provider-image">
                  Choose image
                </label>
                <input
                  id="provider-image"
                  type="file"
                  accept={SLOTS.imageTypes.join(',')}
                  disabled={preparing}
                  aria-invalid={imageError ? true : undefined}
                  aria-describedby={imageError ? 'provider-image-error' : 'provider-image-hint'}
                  onChange={(e) => {
                    void pickImage(e.target.files?.[0]);
                    e.target.value = '';
                  }}
                />
                {imageError && (
                  <p id="provider-image-error" className={curator.error} role="alert">
                    {imageError}
                  </p>
                )}
                <p id="provider-image-hint" className={curator.hint} aria-live="polite">
                  {preparing
                    ? 'Optimising image…'
                    : image.kind === 'new' && image.prepared.shrunk
                      ? `Optimised: ${formatBytes(image.prepared.shrunk.fromBytes)} → ${formatBytes(
                          image.prepared.file.size,
                        )} (${image.prepared.shrunk.width}×${image.prepared.shrunk.height} JPEG)`
                      : image.kind === 'new'
                        ? `Ready to upload (${formatBytes(image.prepared.file.size)})`
                        : image.kind === 'removed'
                          ? 'Preview cleared; the saved image is kept.'
                          : 'Images over 200 kB are shrunk to 800×600 JPEG.'}
                </p>
                {shownImage && (
                  <Button
                    size="sm"
                    variant="ghost"
                    style={{ alignSelf: 'flex-start' }}
                    onClick={() =>
                      setImage(image.kind === 'new' ? { kind: 'none' } : { kind: 'removed' })
                    }
                  >
                    <ImageOff size={14} aria-hidden="true" /> Remove image
                  </Button>
                )}
              </div>
            </div>
          </div>
          {current && (
            <>
              <TextField
                label="Slug"
                value={current.slug ?? ''}
                readOnly
                hint="Set by the server from the name."
              />
              <dl className={styles.statusBlock} aria-label="Provider status">
                <div>
                  <dt>Live</dt>
                  <dd>{current.live ? 'Yes' : 'No'}</dd>
                </div>
                <div>
                  <dt>Order</dt>
                  <dd>{current.orderHint}</dd>
                </div>
                <div>
                  <dt>Archived</dt>
                  <dd>{current.archived ? 'Yes' : 'No'}</dd>
                </div>
              </dl>
            </>
          )}
        </form>
        {current && (
          <div className={styles.modalActions} role="group" aria-label="Provider actions">
            <Button
              variant="secondary"
              onClick={() => void flipLive()}
              loading={toggleLive.isPending}
              disabled={saving || actionPending || (current.archived && !current.live)}
            >
              {current.live ? (
                <>
                  <PowerOff size={14} aria-hidden="true" /> Set Offline
                </>
              ) : (
                <>
                  <Power size={14} aria-hidden="true" /> Set Live
                </>
              )}
            </Button>
            <DropdownMenu.Root modal={false}>
              <DropdownMenu.Trigger asChild>
                <Button variant="secondary" disabled={busy}>
                  Actions <ChevronDown size={14} aria-hidden="true" />
                </Button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content
                  className={curator.menuContent}
                  style={{ zIndex: 80 }}
                  align="end"
                  sideOffset={6}
                >
                  <DropdownMenu.Item
                    className={curator.menuItem}
                    onSelect={() => setConfirm('reset')}
                  >
                    <RotateCcw size={14} aria-hidden="true" /> Reset
                  </DropdownMenu.Item>
                  {current.archived ? (
                    <DropdownMenu.Item
                      className={curator.menuItem}
                      onSelect={() => setConfirm('unarchive')}
                    >
                      <ArchiveRestore size={14} aria-hidden="true" /> Unarchive
                    </DropdownMenu.Item>
                  ) : (
                    <DropdownMenu.Item
                      className={curator.menuItem}
                      onSelect={() => setConfirm('archive')}
                    >
                      <Archive size={14} aria-hidden="true" /> Archive
                    </DropdownMenu.Item>
                  )}
                  <DropdownMenu.Item
                    className={`${curator.menuItem} ${curator.menuDanger}`}
                    onSelect={() => setConfirm('delete')}
                  >
                    <Trash2 size={14} aria-hidden="true" /> Delete Provider
                  </DropdownMenu.Item>
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          </div>
        )}
      </Modal>
      {current && confirmText && (
        <ConfirmDialog
          open={confirm !== null}
          onOpenChange={(next) => !next && setConfirm(null)}
          title={confirm ? confirmTitle[confirm][0] : ''}
          message={confirm ? confirmText[confirm] : ''}
          confirmLabel={confirm ? confirmTitle[confirm][1] : 'Confirm'}
          variant={confirm === 'delete' || confirm === 'reset' ? 'danger' : 'primary'}
          pending={actionPending}
          onConfirm={() => void runConfirmed()}
        />
      )}
    </>
  );
}
