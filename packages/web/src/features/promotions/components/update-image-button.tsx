import { toast } from 'sonner';
import { PROMOTION_MESSAGES, type Promotion } from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/error-message';
import { useUpdatePromotionImage } from '../api/use-update-promotion-image';

/**
 * The edit modal's "Update Image": sends only the chosen image on the version the modal opened
 * on, then the modal closes. A stale version is a toast naming who changed it (an action with no
 * fields to keep), and the modal stays open.
 */
export function UpdateImageButton({
  promotion,
  base,
  image,
  onMissing,
  onDone,
}: {
  promotion: Promotion;
  base: string | undefined;
  image: File | null;
  /** No image chosen: the picker says so. */
  onMissing: (message: string) => void;
  onDone: () => void;
}) {
  const updateImage = useUpdatePromotionImage();
  const run = async () => {
    if (!image) {
      onMissing(PROMOTION_MESSAGES.imageRequired);
      return;
    }
    try {
      await updateImage.mutateAsync({ id: promotion.id, file: image, options: { base } });
      toast.success(PROMOTION_MESSAGES.imageUpdated);
      onDone();
    } catch (err) {
      toast.error(errorMessage(err, PROMOTION_MESSAGES.updateImageFailed));
    }
  };
  return (
    <Button onClick={() => void run()} loading={updateImage.isPending}>
      Update Image
    </Button>
  );
}
