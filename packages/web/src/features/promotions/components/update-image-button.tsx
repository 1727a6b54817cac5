import { toast } from 'sonner';
import { PROMOTION_MESSAGES, type Promotion } from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/trpc';
import { useUpdatePromotionImage } from '../api/use-update-promotion-image';

/** The edit modal's "Update Image": sends only the chosen image, then the modal closes. */
export function UpdateImageButton({
  promotion,
  image,
  onMissing,
  onDone,
}: {
  promotion: Promotion;
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
      await updateImage.mutateAsync({ id: promotion.id, file: image });
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
