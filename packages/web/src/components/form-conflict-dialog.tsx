import { reapplyFields } from '@pitboss/contracts';
import { fieldRows } from '../lib/conflict-rows';
import type { EditConflict } from '../lib/use-edit-conflict';
import { ConflictDialog } from './conflict-dialog';

/** What an overwrite saves on: the current state's form values and its version. */
interface Rebased<V> {
  basis: V;
  base: string | undefined;
}

interface Props<E, V extends object> {
  edit: EditConflict<E>;
  /** The form's values for an entity (what the form shows when it opens on it). */
  toForm: (entity: E | null) => V;
  /** The form's values now, and a way to set them all. */
  getValues: () => V;
  reset: (values: V) => void;
  pending: boolean;
  /** Saves `values` based on the current state (a deliberate overwrite). */
  onOverwrite: (values: V, on: Rebased<V>) => void;
}

/**
 * The conflict dialog of a form: the fields another user changed since the form opened; Reload
 * shows the current state with the user's own changes kept on top (nothing typed is lost);
 * Overwrite saves the user's values over theirs, based on the current state.
 */
export function FormConflictDialog<E, V extends object>({
  edit,
  toForm,
  getValues,
  reset,
  pending,
  onOverwrite,
}: Props<E, V>) {
  return (
    <ConflictDialog
      conflict={edit.conflict}
      kind="fields"
      rows={fieldRows(edit.basis, edit.conflict?.current)}
      pending={pending}
      onCancel={edit.dismiss}
      onReload={() => {
        const was = toForm(edit.basis);
        reset(reapplyFields(was, getValues(), toForm(edit.rebase())));
      }}
      onOverwrite={() => {
        const base = edit.conflict?.version;
        onOverwrite(getValues(), { basis: toForm(edit.rebase()), base });
      }}
    />
  );
}
