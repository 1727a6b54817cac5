import { useId, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import {
  PROMOTION_MESSAGES,
  buildPromotionPayload,
  buildPromotionUpdatePayload,
  contentBlocksFromEditor,
  editorHtmlFromBlocks,
  checkPromotionImage,
  formSubmissionFailedMessage,
  promotionCreateErrorMessage,
  promotionCreatedImageFailedMessage,
  PROMOTIONS,
  promotionFormIssues,
  type ContentBlock,
  type Promotion,
  type PromotionFormValues,
} from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { ImagePicker, useImageState } from '../../../components/image-picker';
import { Modal, ModalCancel, useModalDirty } from '../../../components/modal';
import { focusFirstError } from '../../../lib/focus-first-error';
import { keptTimestamp } from '../../../lib/dates';
import { errorMessage, fieldErrors, isApiError } from '../../../lib/trpc';
import { useCreatePromotion } from '../api/use-create-promotion';
import { useDeletePromotionImage } from '../api/use-delete-promotion-image';
import { useGameGroups } from '../api/use-game-groups';
import { useUpdatePromotion } from '../api/use-update-promotion';
import { useUpdatePromotionImage } from '../api/use-update-promotion-image';
import { proxiedImage } from '../../../lib/image-url';
import { ContentEditor, type TableValue } from './content-editor';
import { PromotionFormFields, fieldsOf, type FormFields } from './promotion-form-fields';
import { PromotionActions } from './promotion-actions';
import { UpdateImageButton } from './update-image-button';
import styles from './promotion-form-modal.module.css';

export interface PromotionFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The promotion to edit; none for 'Create New Promotion'. */
  promotion: Promotion | null;
}

const tablesOf = (blocks: readonly ContentBlock[]): TableValue[] =>
  blocks.flatMap((b) => (b.type === 'table' ? [b.value] : []));

/** The create ('Create New Promotion') and edit modals. */
export function PromotionFormModal({ open, onOpenChange, promotion }: PromotionFormModalProps) {
  // A create whose image upload failed holds the created promotion from then on (edit mode).
  const [held, setHeld] = useState(promotion);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={held ? 'Edit Promotion' : PROMOTION_MESSAGES.createModalTitle}
      size="lg"
      closeOnOutsideClick={held === null}
      className={styles.modal}
    >
      <PromotionForm promotion={held} onHold={setHeld} onClose={() => onOpenChange(false)} />
    </Modal>
  );
}

const ACCEPTED_IMAGES = PROMOTIONS.imageTypes.join(',');

function PromotionForm({
  promotion,
  onHold,
  onClose,
}: {
  promotion: Promotion | null;
  onHold: (created: Promotion) => void;
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
  const { image: picked, pick, remove: removeImage } = useImageState();
  const image = picked.kind === 'new' ? picked.file : null;
  const imageRemoved = picked.kind === 'remove';
  const [imageError, setImageError] = useState<string | null>(null);
  // what failed after a create that nonetheless made the promotion (its image upload)
  const [notice, setNotice] = useState<string | null>(null);
  const groups = useGameGroups(true);

  const create = useCreatePromotion();
  const update = useUpdatePromotion();
  const updateImage = useUpdatePromotionImage();
  const deleteImage = useDeletePromotionImage();
  const [submitting, setSubmitting] = useState(false);

  const blocks = (): ContentBlock[] => [
    ...contentBlocksFromEditor(html.current),
    ...tablesRef.current.map((value): ContentBlock => ({ type: 'table', value })),
  ];

  const formValues = (v: FormFields): PromotionFormValues => ({
    title: v.title,
    subtitle: v.subtitle,
    gameGroup: v.gameGroup,
    // an untouched date goes back as stored (its seconds kept)
    availableFrom: keptTimestamp(v.availableFrom, promotion?.activeFrom) || null,
    availableUntil: keptTimestamp(v.availableUntil, promotion?.activeUntil) || null,
    redirected: v.redirected,
    url: v.url,
    buttonText: v.buttonText,
    text: blocks(),
  });

  // The contracts' rules of a promotion, every message on its field.
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

  const form = useForm<FormFields>({ defaultValues: fieldsOf(promotion), resolver });
  const { handleSubmit, setError } = form;
  const [contentEdited, setContentEdited] = useState(false);
  const dirty = form.formState.isDirty || picked.kind !== 'keep' || contentEdited;
  useModalDirty(dirty);

  const applyServerErrors = (err: unknown) => {
    for (const [field, message] of Object.entries(fieldErrors(err))) {
      if (field === 'subTitle') setError('subtitle', { message });
      else if (field in fieldsOf(null)) setError(field as keyof FormFields, { message });
    }
  };

  const onSubmit = handleSubmit(
    async (values) => {
      setSubmitting(true);
      try {
        if (!promotion) {
          const payload = buildPromotionPayload(formValues(values));
          try {
            const { promotion: created, imageFailure } = await create.mutateAsync({
              payload,
              image,
            });
            if (imageFailure == null) {
              toast.success(PROMOTION_MESSAGES.created);
              onClose();
              return;
            }
            // The promotion exists: hold it, so the button now updates it (no duplicate).
            const failed = promotionCreatedImageFailedMessage(
              errorMessage(imageFailure, PROMOTION_MESSAGES.updateImageFailed),
            );
            onHold(created);
            setNotice(failed);
            toast.error(failed);
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
        // The image update runs in parallel with the update.
        const [updated, imaged] = await Promise.allSettled([
          update.mutateAsync(payload),
          image
            ? updateImage.mutateAsync({ id: promotion.id, file: image })
            : imageRemoved && hadImage
              ? deleteImage.mutateAsync({ id: promotion.id })
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
    },
    () => focusFirstError(document.getElementById(formId)),
  );

  return (
    <>
      {promotion && <PromotionActions promotion={promotion} dirty={dirty} onDone={onClose} />}
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {notice && (
          <p className={styles.notice} role="alert">
            {notice}
          </p>
        )}
        <PromotionFormFields form={form} groups={groups.data} />
        <ImagePicker
          image={picked}
          savedUrl={
            promotion?.imageUrl
              ? proxiedImage(promotion.imageUrl, { w: 640, h: 320, fit: 'crop' })
              : null
          }
          accept={ACCEPTED_IMAGES}
          error={imageError}
          previewClassName={styles.imagePreview}
          hint="JPEG, PNG, GIF or WebP, under 5 MB."
          onFile={(file) => {
            const problem = checkPromotionImage(file);
            setImageError(problem);
            if (!problem) pick(file);
          }}
          onRemove={() => {
            setImageError(null);
            removeImage(Boolean(promotion?.imageUrl) && picked.kind === 'keep');
          }}
        />
        <ContentEditor
          initialHtml={html.current}
          onHtmlChange={(value) => {
            if (value !== html.current) setContentEdited(true);
            html.current = value;
            const present = contentBlocksFromEditor(value).length > 0;
            if (present !== paragraphPresent) setParagraphPresent(present);
          }}
          tables={tables}
          onTablesChange={(next) => {
            setContentEdited(true);
            setTables(next);
          }}
          firstTableBlock={paragraphPresent ? 2 : 1}
          errors={blockErrors}
        />
      </form>
      <div className={styles.footer}>
        <ModalCancel />
        {promotion && (
          <UpdateImageButton
            promotion={promotion}
            image={image}
            onMissing={setImageError}
            onDone={onClose}
          />
        )}
        <Button type="submit" form={formId} variant="primary" loading={submitting}>
          {promotion ? 'Update' : 'Create'}
        </Button>
      </div>
    </>
  );
}
