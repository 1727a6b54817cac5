import type { FormEventHandler, KeyboardEvent, ReactNode, Ref } from 'react';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { TextField, type TextFieldProps } from '../../../components/text-field';
import styles from './forms.module.css';

export interface NameSlugFormModalProps {
  open: boolean;
  onClose: () => void;
  /** The form holds unsaved input: closing asks first. */
  dirty: boolean;
  /** The modal's title ('Edit Table', 'Create Theme', …). */
  title: string;
  /** The form's accessible name ('Edit table', …). */
  formLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  formRef?: Ref<HTMLFormElement>;
  onKeyDown?: (e: KeyboardEvent<HTMLDivElement>) => void;
  /** The name and slug fields, side by side (their label, hint, error and registration). */
  name: TextFieldProps;
  slug: TextFieldProps;
  /** The rest of the form, under the name and slug. */
  children: ReactNode;
  /** What the form edits is still being read: a spinner in its place (said as `loading`). */
  loading?: string;
}

/**
 * The table and theme modals' shared frame: a large modal holding a form that
 * starts with the Name and Slug fields side by side; each modal adds its own fields and footer.
 */
export function NameSlugFormModal({
  open,
  onClose,
  title,
  dirty,
  formLabel,
  onSubmit,
  formRef,
  onKeyDown,
  name,
  slug,
  children,
  loading,
}: NameSlugFormModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={title}
      dirty={dirty}
      size="lg"
      onKeyDown={onKeyDown}
    >
      {loading ? (
        <div className={styles.loading}>
          <Spinner size={22} label={loading} />
        </div>
      ) : (
        <form
          ref={formRef}
          className={styles.form}
          onSubmit={onSubmit}
          noValidate
          aria-label={formLabel}
        >
          <div className={styles.row}>
            <TextField required autoComplete="off" {...name} />
            <TextField required autoComplete="off" spellCheck={false} {...slug} />
          </div>
          {children}
        </form>
      )}
    </Modal>
  );
}
