import { toast } from 'sonner';
import {
  PROMOTION_MESSAGES,
  buildPromotionPayload,
  buildPromotionUpdatePayload,
  formSubmissionFailedMessage,
  promotionCreateErrorMessage,
  promotionCreatedImageFailedMessage,
  versionOf,
  type Promotion,
  type PromotionFormValues,
} from '@pitboss/contracts';
import { isApiError } from '../../../lib/trpc';
import { errorMessage } from '../../../lib/error-message';
import type { EditConflict } from '../../../lib/use-edit-conflict';
import { useCreatePromotion } from '../api/use-create-promotion';
import { useDeletePromotionImage } from '../api/use-delete-promotion-image';
import { useUpdatePromotion } from '../api/use-update-promotion';
import { useUpdatePromotionImage } from '../api/use-update-promotion-image';
import { blocksOf, promotionValues, type EditValues } from '../lib/edit-values';

interface SaveOptions {
  /** The image picked (null: none), and whether the saved one is to be removed. */
  image: File | null;
  imageRemoved: boolean;
  edit: EditConflict<Promotion>;
  applyServerErrors: (err: unknown) => void;
  /** A create whose image upload failed: the promotion exists, the form holds it from now on. */
  onHeld: (created: Promotion, notice: string) => void;
  onClose: () => void;
}

/** What an edit is based on: the version sent as `base`, and the promotion it is of. */
interface Basis {
  base: string | undefined;
  stored: Promotion | null;
}

/** The promotion form's two saves: create (with its image), and update (then its image). */
export function usePromotionSave({
  image,
  imageRemoved,
  edit,
  applyServerErrors,
  onHeld,
  onClose,
}: SaveOptions) {
  const create = useCreatePromotion();
  const update = useUpdatePromotion();
  const updateImage = useUpdatePromotionImage();
  const deleteImage = useDeletePromotionImage();

  const submitCreate = async (values: PromotionFormValues) => {
    try {
      const { promotion: created, imageFailure } = await create.mutateAsync({
        payload: buildPromotionPayload(values),
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
      onHeld(created, failed);
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
  };

  /**
   * The update goes first, checked against what the form is based on; the image follows it (its
   * upload moves the promotion's version, so in parallel it could refuse the update as stale).
   * A CONFLICT changes nothing and leaves the image for the next save.
   */
  const submitEdit = async (
    target: Promotion,
    values: EditValues,
    on: Basis = { base: edit.base, stored: edit.basis },
  ) => {
    const text = blocksOf(values.html, values.tables);
    const payload = buildPromotionUpdatePayload(
      target.id,
      promotionValues(values, text, on.stored),
    );
    const [updated] = await Promise.allSettled([update.mutateAsync({ ...payload, base: on.base })]);
    if (updated.status === 'rejected' && edit.caught(updated.reason)) return;
    const hadImage = target.imageUrl != null && target.imageUrl !== '';
    const [imaged] = await Promise.allSettled([
      image
        ? updateImage.mutateAsync({ id: target.id, file: image })
        : imageRemoved && hadImage
          ? deleteImage.mutateAsync({
              id: target.id,
              // the promotion as the update left it, else as the form is based on
              base: updated.status === 'fulfilled' ? versionOf(updated.value) : on.base,
            })
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
  };

  return { submitCreate, submitEdit };
}
