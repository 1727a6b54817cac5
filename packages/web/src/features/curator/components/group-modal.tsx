import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { Archive, ArchiveRestore } from 'lucide-react';
import {
  GROUP_DISPLAY_NAME_REQUIRED,
  groupCreateInputSchema,
  versionOf,
  type Group,
} from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { FormConflictDialog } from '../../../components/form-conflict-dialog';
import { useEditConflict } from '../../../lib/use-edit-conflict';
import { Modal, ModalCancel } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { fieldErrors } from '../../../lib/trpc';
import { errorMessage } from '../../../lib/error-message';
import { useCreateGroup } from '../api/use-create-group';
import { useUpdateGroup } from '../api/use-update-group';
import styles from './curator.module.css';

interface GroupFormValues {
  displayName: string;
  orderHint: string;
  archived: boolean;
}

const GROUP_FAILED = 'Failed to save group. Please try again.';

/** The form's values for a group (empty for Create Group). */
const groupFormValues = (group: Group | null): GroupFormValues => ({
  displayName: group?.displayName ?? '',
  orderHint: String(group?.orderHint ?? 0),
  archived: group?.archived ?? false,
});

/** The fields of an edit that differ from the group it is based on. */
function groupChanges(basis: GroupFormValues, values: GroupFormValues) {
  const changes: { displayName?: string; orderHint?: number; archived?: boolean } = {};
  if (values.displayName.trim() !== basis.displayName.trim())
    changes.displayName = values.displayName.trim();
  const hint = Number.parseInt(values.orderHint, 10);
  if (Number.isFinite(hint) && hint !== Number.parseInt(basis.orderHint, 10))
    changes.orderHint = hint;
  if (values.archived !== basis.archived) changes.archived = values.archived;
  return changes;
}

/** The display name is checked by the contracts' `groups.create` schema (blank counts as missing). */
const groupResolver: Resolver<GroupFormValues> = (values) => {
  const result = groupCreateInputSchema.safeParse({ displayName: values.displayName });
  if (result.success) return { values, errors: {} } as ReturnType<Resolver<GroupFormValues>>;
  const message = result.error.issues[0]?.message ?? GROUP_DISPLAY_NAME_REQUIRED;
  return { values: {}, errors: { displayName: { type: 'required', message } } };
};

/** Create a group, or edit its display name, order hint and archived flag. */
export function GroupModal({
  group,
  open,
  onClose,
}: {
  group: Group | null;
  open: boolean;
  onClose: () => void;
}) {
  const isEdit = group !== null;
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const { register, handleSubmit, reset, formState, setError, getValues } =
    useForm<GroupFormValues>({ defaultValues: groupFormValues(null), resolver: groupResolver });
  const edit = useEditConflict(group, versionOf); // the group as opened, or as it is now
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) reset(groupFormValues(group));
  }, [open, group, reset]);

  const failed = (err: unknown) => {
    for (const [field, message] of Object.entries(fieldErrors(err))) {
      if (field === 'displayName') setError('displayName', { type: 'server', message });
    }
    toast.error(GROUP_FAILED, { description: errorMessage(err, '') || undefined });
  };

  /** An edit sends the fields changed from what it is based on, and that state's version. */
  const submitEdit = async (
    values: GroupFormValues,
    on = { basis: groupFormValues(edit.basis), base: edit.base },
  ) => {
    if (!group) return;
    const changes = groupChanges(on.basis, values);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    try {
      await update.mutateAsync({ id: group.id, ...changes, base: on.base });
    } catch (err) {
      if (!edit.caught(err)) failed(err);
      return;
    }
    toast.success(`Group "${values.displayName.trim()}" saved`);
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

  const save = handleSubmit((values) =>
    saveWith(async () => {
      if (group) return submitEdit(values);
      try {
        await create.mutateAsync({ displayName: values.displayName });
      } catch (err) {
        failed(err);
        return;
      }
      toast.success(`Group "${values.displayName.trim()}" created`);
      onClose();
    }),
  );

  const toggleArchived = async () => {
    if (!group) return;
    try {
      // the group as this modal shows it: a change by someone else since is a CONFLICT
      await update.mutateAsync({ id: group.id, archived: !group.archived, base: versionOf(group) });
      toast.success(`Group "${group.displayName}" ${group.archived ? 'unarchived' : 'archived'}`);
      onClose();
    } catch (err) {
      toast.error(GROUP_FAILED, { description: errorMessage(err, '') || undefined });
    }
  };

  const pending = saving || create.isPending || update.isPending;
  return (
    <>
      <Modal
        open={open}
        onOpenChange={(next) => !next && onClose()}
        title={isEdit ? `Edit Group: ${group.displayName}` : 'Create Group'}
        dirty={formState.isDirty}
        footer={
          <>
            {isEdit && (
              <Button variant="secondary" onClick={() => void toggleArchived()} disabled={pending}>
                {group.archived ? (
                  <ArchiveRestore size={14} aria-hidden="true" />
                ) : (
                  <Archive size={14} aria-hidden="true" />
                )}
                {group.archived ? 'Unarchive' : 'Archive'}
              </Button>
            )}
            <span className={styles.spacer} />
            <ModalCancel />
            <Button variant="primary" type="submit" form="group-form" loading={pending}>
              {isEdit ? 'Update' : 'Create'}
            </Button>
          </>
        }
      >
        <form
          id="group-form"
          className={styles.field}
          style={{ gap: 'var(--space-3)' }}
          onSubmit={(e) => void save(e)}
          noValidate
        >
          <TextField
            label="Display Name"
            required
            {...register('displayName')}
            error={formState.errors.displayName?.message}
          />
          {isEdit && (
            <>
              <TextField
                label="Slug"
                value={group.slug ?? ''}
                readOnly
                hint="Set from the display name when the group was created."
              />
              <TextField label="Order Hint" type="number" step={1} {...register('orderHint')} />
              <label className={styles.checkRow}>
                <input type="checkbox" {...register('archived')} /> Archived
              </label>
            </>
          )}
        </form>
      </Modal>
      <FormConflictDialog
        edit={edit}
        toForm={groupFormValues}
        getValues={getValues}
        reset={reset}
        pending={saving}
        onOverwrite={(values, on) => void saveWith(() => submitEdit(values, on))}
      />
    </>
  );
}
