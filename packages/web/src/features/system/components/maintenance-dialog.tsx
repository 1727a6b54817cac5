import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAINTENANCE,
  SYSTEM_MESSAGES,
  enableMaintenanceInputSchema,
  type EnableMaintenanceInput,
} from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { Modal, ModalCancel } from '../../../components/modal';
import dialogStyles from '../../../components/dialog.module.css';
import styles from './system-panel.module.css';

/** What the form holds before the schema's defaults apply (the schema's input type). */
type FormValues = { reason?: string | null | undefined; duration?: string | number | undefined };

const durationLabel = (minutes: number) =>
  minutes < 60
    ? `${minutes} minutes`
    : minutes % 60 === 0
      ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}`
      : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;

export interface MaintenanceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onSubmit: (input: EnableMaintenanceInput) => void;
}

/**
 * Schedule Maintenance: a reason of at most 200 characters ('Scheduled
 * maintenance' when left empty) and a duration from the options, 30 minutes by default.
 */
export function MaintenanceDialog({
  open,
  onOpenChange,
  pending,
  onSubmit,
}: MaintenanceDialogProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isDirty },
  } = useForm<FormValues, unknown, EnableMaintenanceInput>({
    resolver: zodResolver(enableMaintenanceInputSchema),
    defaultValues: { reason: '', duration: String(MAINTENANCE.defaultDurationMinutes) },
    mode: 'onChange',
  });

  useEffect(() => {
    if (open) reset({ reason: '', duration: String(MAINTENANCE.defaultDurationMinutes) });
  }, [open, reset]);

  const reason = watch('reason') ?? '';
  const reasonError = errors.reason?.message;
  const durationError = errors.duration?.message;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={SYSTEM_MESSAGES.scheduleMaintenanceTitle}
      dirty={isDirty}
      description="Players cannot use the casino while maintenance mode is on."
    >
      <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-reason`} className={styles.label}>
            Reason
          </label>
          <textarea
            id={`${id}-reason`}
            className={styles.textarea}
            rows={3}
            placeholder={MAINTENANCE.defaultReason}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={`${id}-reason-help`}
            {...register('reason')}
          />
          <div id={`${id}-reason-help`} className={styles.help}>
            {reasonError ? (
              <span className={styles.error} role="alert">
                {reasonError}
              </span>
            ) : (
              <span>Leave empty for “{MAINTENANCE.defaultReason}”.</span>
            )}
            <span
              className={reason.length > MAINTENANCE.reasonMaxLength ? styles.error : undefined}
            >
              {reason.length}/{MAINTENANCE.reasonMaxLength}
            </span>
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-duration`} className={styles.label}>
            Duration
          </label>
          <select
            id={`${id}-duration`}
            className={styles.select}
            aria-invalid={durationError ? true : undefined}
            {...register('duration')}
          >
            {MAINTENANCE.durationOptionsMinutes.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {durationLabel(minutes)}
              </option>
            ))}
          </select>
          {durationError && (
            <span className={styles.error} role="alert">
              {durationError}
            </span>
          )}
        </div>
        <div className={dialogStyles.footer}>
          <ModalCancel />
          <Button type="submit" variant="primary" loading={pending}>
            Enable Maintenance
          </Button>
        </div>
      </form>
    </Modal>
  );
}
