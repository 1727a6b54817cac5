import { useEffect, useMemo } from 'react';
import { toast } from 'sonner';
import {
  PROMO_CODES,
  PROMO_CODE_MESSAGES,
  buildPromoCodePayload,
  buildPromoCodeUpdatePayload,
  versionOf,
  type PromoCode,
} from '@pitboss/contracts';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { useCreatePromoCode } from '../api/use-create-promo-code';
import { usePromoCode } from '../api/use-promo-code';
import { usePromoCodeStats } from '../api/use-promo-code-stats';
import { useUpdatePromoCode } from '../api/use-update-promo-code';
import { keptTimestamp } from '../../../lib/dates';
import { useEditConflict } from '../../../lib/use-edit-conflict';
import { useOpenedEntity } from '../../../lib/use-opened-entity';
import { EMPTY_FORM, formValuesOf } from '../lib/promo-code';
import { PromoCodeFormFields } from './promo-code-form';
import styles from './codes.module.css';

const TOAST = { duration: PROMO_CODES.toastMs };

export function CreatePromoCodeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreatePromoCode();
  return (
    <Modal open={open} onOpenChange={(o) => !o && onClose()} title="Create Promo Code" size="lg">
      <PromoCodeFormFields
        defaultValues={EMPTY_FORM}
        submitLabel="Create Promo Code"
        onSubmit={async (values) => {
          try {
            await create.mutateAsync(buildPromoCodePayload(values));
          } catch (err) {
            toast.error(PROMO_CODE_MESSAGES.createFailed, {
              ...TOAST,
              description: err instanceof Error ? err.message : undefined,
            });
            throw err;
          }
          toast.success(PROMO_CODE_MESSAGES.created, TOAST);
          onClose();
        }}
      />
    </Modal>
  );
}

/**
 * The edit modal loads the code afresh (GET /promo-codes/{id}); 'Error loading promo code'. The
 * save is based on the code as loaded (its version, the same the gateway computes from its own
 * read); another user's save in between makes it a conflict, never an overwrite.
 */
export function EditPromoCodeModal({
  code,
  onClose,
}: {
  code: PromoCode | null;
  onClose: () => void;
}) {
  const loaded = usePromoCode(code?.id ?? null);
  const update = useUpdatePromoCode();
  const { opened } = useOpenedEntity(code?.id ?? null, loaded.data, loaded.isFetching);
  const edit = useEditConflict(opened, versionOf); // the code as opened, or as it is now
  const defaults = useMemo(() => (opened ? formValuesOf(opened) : null), [opened]);

  useEffect(() => {
    if (loaded.isError) {
      toast.error(PROMO_CODE_MESSAGES.loadFailed, { ...TOAST, description: loaded.error.message });
      onClose();
    }
  }, [loaded.isError, loaded.error, onClose]);

  return (
    <Modal
      open={code !== null}
      onOpenChange={(o) => !o && onClose()}
      title={code ? `Edit Promo Code ${code.code}` : 'Edit Promo Code'}
      size="lg"
    >
      {!defaults || !code ? (
        <div className={styles.center}>
          <Spinner size={22} label="Loading promo code" />
        </div>
      ) : (
        <PromoCodeFormFields
          defaultValues={defaults}
          submitLabel="Save Changes"
          edit={edit}
          onSubmit={async (values, overwrite) => {
            const stored = edit.basis ?? code;
            try {
              // A field emptied by the user is sent as null: the admin API clears it.
              // An untouched date goes back as stored (its seconds kept).
              const dates = {
                validFrom: keptTimestamp(values.validFrom, stored.validFrom),
                validUntil: keptTimestamp(values.validUntil, stored.validUntil),
              };
              await update.mutateAsync({
                id: code.id,
                ...buildPromoCodeUpdatePayload({ ...values, ...dates }),
                base: overwrite ? overwrite.base : edit.base,
              });
            } catch (err) {
              // someone saved first: the conflict dialog says who and what, nothing was written
              if (edit.caught(err)) return;
              toast.error(PROMO_CODE_MESSAGES.updateFailed, {
                ...TOAST,
                description: err instanceof Error ? err.message : undefined,
              });
              throw err;
            }
            toast.success(PROMO_CODE_MESSAGES.updated, TOAST);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

/** The stats modal: the raw JSON of GET /promo-codes/{id}/stats. */
export function PromoCodeStatsModal({
  code,
  onClose,
}: {
  code: PromoCode | null;
  onClose: () => void;
}) {
  const stats = usePromoCodeStats(code?.id ?? null);

  useEffect(() => {
    if (stats.isError) {
      toast.error(PROMO_CODE_MESSAGES.statsLoadFailed, {
        ...TOAST,
        description: stats.error.message,
      });
      onClose();
    }
  }, [stats.isError, stats.error, onClose]);

  return (
    <Modal
      open={code !== null}
      onOpenChange={(o) => !o && onClose()}
      title={code ? `Statistics for ${code.code}` : 'Statistics'}
      size="lg"
    >
      {stats.isPending ? (
        <div className={styles.center}>
          <Spinner size={22} label="Loading statistics" />
        </div>
      ) : (
        <pre className={styles.json} tabIndex={0} aria-label="Statistics JSON">
          {JSON.stringify(stats.data ?? null, null, 2)}
        </pre>
      )}
    </Modal>
  );
}
