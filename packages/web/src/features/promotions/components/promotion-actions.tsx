import { useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { toast } from 'sonner';
import { MoreVertical } from 'lucide-react';
import {
  FORM_MESSAGES,
  PROMOTION_MESSAGES,
  promotionArchiveConfirmMessage,
  promotionArchiveFailedMessage,
  promotionArchivedMessage,
  promotionDeleteFailedMessage,
  versionOf,
  type Promotion,
} from '@pitboss/contracts';
import { errorMessage } from '../../../lib/error-message';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeletePromotion } from '../api/use-delete-promotion';
import { useSetPromotionArchived } from '../api/use-set-promotion-archived';
import styles from './promotion-form-modal.module.css';

/** Archive or Unarchive, and Delete Promotion, each confirmed with the spec's text. */
export function PromotionActions({
  promotion,
  dirty,
  onDone,
}: {
  promotion: Promotion;
  /** The form holds unsaved edits: the archive confirmation says they will be discarded. */
  dirty: boolean;
  /** An action went through: the modal closes. */
  onDone: () => void;
}) {
  const [confirm, setConfirm] = useState<'archive' | 'delete' | null>(null);
  const setArchived = useSetPromotionArchived();
  const remove = useDeletePromotion();
  const onClose = onDone;

  const onArchive = async () => {
    const next = !promotion.archived;
    try {
      // the promotion as this modal shows it: a change by someone else since is a CONFLICT
      await setArchived.mutateAsync({
        id: promotion.id,
        archived: next,
        base: versionOf(promotion),
      });
      toast.success(promotionArchivedMessage(next));
      setConfirm(null);
      onClose();
    } catch (err) {
      setConfirm(null);
      toast.error(promotionArchiveFailedMessage(errorMessage(err, '') || null));
    }
  };

  const onDelete = async () => {
    try {
      await remove.mutateAsync({ id: promotion.id });
      toast.success(PROMOTION_MESSAGES.deleted);
      setConfirm(null);
      onClose();
    } catch (err) {
      setConfirm(null);
      toast.error(promotionDeleteFailedMessage(err instanceof Error ? err.message : null));
    }
  };

  return (
    <>
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
      <ConfirmDialog
        open={confirm === 'archive'}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={promotion.archived ? 'Unarchive promotion' : 'Archive promotion'}
        message={
          dirty
            ? `${promotionArchiveConfirmMessage(promotion.archived)} ${FORM_MESSAGES.archiveDiscardsEdits}`
            : promotionArchiveConfirmMessage(promotion.archived)
        }
        confirmLabel={
          dirty
            ? FORM_MESSAGES.discardAndArchive(promotion.archived)
            : promotion.archived
              ? 'Unarchive'
              : 'Archive'
        }
        cancelLabel={dirty ? FORM_MESSAGES.keepEditing : undefined}
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
  );
}
