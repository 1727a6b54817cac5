import { useId, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { DropdownMenu } from 'radix-ui';
import { MoreVertical } from 'lucide-react';
import {
  PROMOTION_MESSAGES,
  buildPromotionPayload,
  buildPromotionUpdatePayload,
  contentBlocksFromEditor,
  editorHtmlFromBlocks,
  formSubmissionFailedMessage,
  promotionArchiveConfirmMessage,
  promotionArchiveFailedMessage,
  promotionArchivedMessage,
  promotionCreateErrorMessage,
  promotionDeleteFailedMessage,
  promotionFormIssues,
  type ContentBlock,
  type Promotion,
  type PromotionFormValues,
} from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { errorMessage, fieldErrors, isApiError } from '../../../lib/trpc';
import { useCreatePromotion } from '../api/use-create-promotion';
import { useDeletePromotion } from '../api/use-delete-promotion';
import { useDeletePromotionImage } from '../api/use-delete-promotion-image';
import { useGameGroups } from '../api/use-game-groups';
import { useSetPromotionArchived } from '../api/use-set-promotion-archived';
import { useUpdatePromotion } from '../api/use-update-promotion';
import { useUpdatePromotionImage } from '../api/use-update-promotion-image';
import { toDateTimeLocal } from '../utils/dates';
import { ContentEditor, type TableValue } from './content-editor';
import { ImageField } from './image-field';
import styles from './promotion-form-modal.module.css';

export interface PromotionFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The promotion to edit; none for 'Create New Promotion'. */
  promotion: Promotion | null;
}

interface FormFields {
  title: string;
  subtitle: string;
  gameGroup: string;
  availableFrom: string;
  availableUntil: string;
  redirected: boolean;
  url: string;
  buttonText: string;
}

const fieldsOf = (p: Promotion | null): FormFields => ({
  title: p?.title ?? '',
  subtitle: p?.subtitle ?? '',
  gameGroup: p?.gameGroup ?? '',
  availableFrom: toDateTimeLocal(p?.activeFrom),
  availableUntil: toDateTimeLocal(p?.activeUntil),
  redirected: p?.redirected ?? false,
  url: p?.url ?? '',
  buttonText: p?.buttonText ?? '',
});

const tablesOf = (blocks: readonly ContentBlock[]): TableValue[] =>
  blocks.flatMap((b) => (b.type === 'table' ? [b.value] : []));

/** The create ('Create New Promotion') and edit modals (spec 2 §2, §5, §8). */
export function PromotionFormModal({ open, onOpenChange, promotion }: PromotionFormModalProps) {
  const mode = promotion ? 'edit' : 'create';
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={promotion ? 'Edit Promotion' : PROMOTION_MESSAGES.createModalTitle}
      size="lg"
      closeOnOutsideClick={mode === 'create'}
      className={styles.modal}
    >
      <PromotionForm promotion={promotion} onClose={() => onOpenChange(false)} />
    </Modal>
  );
}

function PromotionForm({
  promotion,
  onClose,
}: {
  promotion: Promotion | null;
  onClose: () => void;
}) {
  const mode = promotion ? 'edit' : 'create';
  const formId = useId();
  const html = useRef(editorHtmlFromBlocks(promotion?.text ?? []));
  const [tables, setTables] = useState<TableValue[]>(() => tablesOf(promotion?.text ?? []));
  const tablesRef = useRef(tables);
  tablesRef.current = tables;
  const [blockErrors, setBlockErrors] = useState<string[]>([]);
  const [paragraphPresent, setParagraphPresent] = useState(
    () => contentBlocksFromEditor(html.current).length > 0,
  );
  const [image, setImage] = useState<File | null>(null);
  const [imageRemoved, setImageRemoved] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'archive' | 'delete' | null>(null);
  const groups = useGameGroups(true);

  const create = useCreatePromotion();
  const update = useUpdatePromotion();
  const updateImage = useUpdatePromotionImage();
  const deleteImage = useDeletePromotionImage();
  const setArchived = useSetPromotionArchived();
  const remove = useDeletePromotion();
  const [submitting, setSubmitting] = useState(false);

  const blocks = (): ContentBlock[] => [
    ...contentBlocksFromEditor(html.current),
    ...tablesRef.current.map((value): ContentBlock => ({ type: 'table', value })),
  ];

  const formValues = (v: FormFields): PromotionFormValues => ({
    title: v.title,
    subtitle: v.subtitle,
    gameGroup: v.gameGroup,
    availableFrom: v.availableFrom || null,
    availableUntil: v.availableUntil || null,
    redirected: v.redirected,
    url: v.url,
    buttonText: v.buttonText,
    text: blocks(),
  });

  // The contracts' rules of spec 2 §5, every message on its field.
  const resolver: Resolver<FormFields> = (values) => {
    const issues = promotionFormIssues(formValues(values), { mode });
    const errors: Record<string, { type: string; message: string }> = {};
    const textMessages: string[] = [];
    for (const issue of issues) {
      if (issue.path === 'text') textMessages.push(issue.message);
      else errors[issue.path] ??= { type: 'validate', message: issue.message };
    }
    setBlockErrors(textMessages);
    if (textMessages.length > 0) errors.text = { type: 'validate', message: textMessages[0]! };
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as never }
      : { values, errors: {} };
  };

  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<FormFields>({ defaultValues: fieldsOf(promotion), resolver });
  const redirected = watch('redirected');

  const applyServerErrors = (err: unknown) => {
    for (const [field, message] of Object.entries(fieldErrors(err))) {
      if (field === 'subTitle') setError('subtitle', { message });
      else if (field in fieldsOf(null)) setError(field as keyof FormFields, { message });
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setSubmitting(true);
    try {
      if (!promotion) {
        const payload = buildPromotionPayload(formValues(values));
        try {
          await create.mutateAsync({ payload, image });
          toast.success(PROMOTION_MESSAGES.created);
          onClose();
        } catch (err) {
          applyServerErrors(err);
          toast.error(
            isApiError(err)
              ? promotionCreateErrorMessage(err.message)
              : err instanceof Error && err.message
                ? formSubmissionFailedMessage(err.message)
                : PROMOTION_MESSAGES.createFailed,
          );
        }
        return;
      }
      const payload = buildPromotionUpdatePayload(promotion.id, formValues(values));
      const hadImage = promotion.imageUrl != null && promotion.imageUrl !== '';
      // spec 2 §7: the image update runs in parallel with the update.
      const [updated, imaged] = await Promise.allSettled([
        update.mutateAsync(payload),
        image
          ? updateImage.mutateAsync({ id: promotion.id, file: image })
          : imageRemoved && hadImage
            ? deleteImage.mutateAsync(promotion.id)
            : Promise.resolve(null),
      ]);
      if (updated.status === 'fulfilled') toast.success(PROMOTION_MESSAGES.updated);
      else {
        applyServerErrors(updated.reason);
        toast.error(errorMessage(updated.reason, PROMOTION_MESSAGES.updateFailed));
      }
      if (imaged.status === 'fulfilled') {
        if (image) toast.success(PROMOTION_MESSAGES.imageUpdated);
      } else {
        toast.error(
          errorMessage(
            imaged.reason,
            image
              ? PROMOTION_MESSAGES.updateImageFailed
              : PROMOTION_MESSAGES.serviceDeleteImageFailed,
          ),
        );
      }
      if (updated.status === 'fulfilled' && imaged.status === 'fulfilled') onClose();
    } finally {
      setSubmitting(false);
    }
  });

  const onUpdateImageOnly = async () => {
    if (!promotion) return;
    if (!image) {
      setImageError(PROMOTION_MESSAGES.imageRequired);
      return;
    }
    try {
      await updateImage.mutateAsync({ id: promotion.id, file: image });
      toast.success(PROMOTION_MESSAGES.imageUpdated);
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, PROMOTION_MESSAGES.updateImageFailed));
    }
  };

  const onArchive = async () => {
    if (!promotion) return;
    const next = !promotion.archived;
    try {
      await setArchived.mutateAsync({ id: promotion.id, archived: next });
      toast.success(promotionArchivedMessage(next));
      setConfirm(null);
      onClose();
    } catch (err) {
      setConfirm(null);
      toast.error(promotionArchiveFailedMessage(err instanceof Error ? err.message : null));
    }
  };

  const onDelete = async () => {
    if (!promotion) return;
    try {
      await remove.mutateAsync(promotion.id);
      toast.success(PROMOTION_MESSAGES.deleted);
      setConfirm(null);
      onClose();
    } catch (err) {
      setConfirm(null);
      toast.error(promotionDeleteFailedMessage(err instanceof Error ? err.message : null));
    }
  };

  const existingImage = promotion && !imageRemoved ? promotion.imageUrl : null;
  const groupOptions = (groups.data ?? []).filter((g) => g.slug);
  const currentGroup = watch('gameGroup');

  return (
    <>
      {promotion && (
        <div className={styles.actionsRow}>
          <Button
            variant={promotion.archived ? 'secondary' : 'ghost'}
            size="sm"
            onClick={() => setConfirm('archive')}
          >
            {promotion.archived ? 'Unarchive' : 'Archive'}
          </Button>
          <DropdownMenu.Root>
            <DropdownMenu.Trigger asChild>
              <Button size="sm" variant="ghost" aria-label="More promotion actions">
                <MoreVertical size={16} aria-hidden="true" />
              </Button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content className={styles.menu} align="end" sideOffset={4}>
                <DropdownMenu.Item
                  className={styles.menuItemDanger}
                  onSelect={() => setConfirm('delete')}
                >
                  Delete Promotion
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </div>
      )}
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField label="Title" required error={errors.title?.message} {...register('title')} />
        <TextField label="Subtitle" error={errors.subtitle?.message} {...register('subtitle')} />
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${formId}-group`}>
            Game Group
          </label>
          <select id={`${formId}-group`} className={styles.select} {...register('gameGroup')}>
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
        </div>
        <div className={styles.row}>
          <TextField
            label="Available From"
            type="datetime-local"
            required
            error={errors.availableFrom?.message}
            {...register('availableFrom')}
          />
          <TextField
            label="Available Until"
            type="datetime-local"
            required
            error={errors.availableUntil?.message}
            {...register('availableUntil')}
          />
        </div>
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
        <ImageField
          file={image}
          existingUrl={existingImage}
          error={imageError}
          onFile={(file, problem) => {
            setImageError(problem);
            setImage(problem ? null : file);
          }}
          onRemove={() => {
            setImage(null);
            setImageError(null);
            if (promotion?.imageUrl) setImageRemoved(true);
          }}
        />
        <ContentEditor
          initialHtml={html.current}
          onHtmlChange={(value) => {
            html.current = value;
            const present = contentBlocksFromEditor(value).length > 0;
            if (present !== paragraphPresent) setParagraphPresent(present);
          }}
          tables={tables}
          onTablesChange={setTables}
          firstTableBlock={paragraphPresent ? 2 : 1}
          errors={blockErrors}
        />
      </form>
      <div className={styles.footer}>
        <Button onClick={onClose}>Cancel</Button>
        {promotion && (
          <Button
            onClick={() => void onUpdateImageOnly()}
            loading={updateImage.isPending && !submitting}
          >
            Update Image
          </Button>
        )}
        <Button type="submit" form={formId} variant="primary" loading={submitting}>
          {promotion ? 'Update' : 'Create'}
        </Button>
      </div>
      {promotion && (
        <>
          <ConfirmDialog
            open={confirm === 'archive'}
            onOpenChange={(o) => !o && setConfirm(null)}
            title={promotion.archived ? 'Unarchive promotion' : 'Archive promotion'}
            message={promotionArchiveConfirmMessage(promotion.archived)}
            confirmLabel={promotion.archived ? 'Unarchive' : 'Archive'}
            pending={setArchived.isPending}
            onConfirm={() => void onArchive()}
          />
          <ConfirmDialog
            open={confirm === 'delete'}
            onOpenChange={(o) => !o && setConfirm(null)}
            title="Delete promotion"
            message={PROMOTION_MESSAGES.deleteConfirm}
            confirmLabel="Delete"
            variant="danger"
            pending={remove.isPending}
            onConfirm={() => void onDelete()}
          />
        </>
      )}
    </>
  );
}
