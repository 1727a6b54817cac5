import type { FormEventHandler, KeyboardEvent, ReactNode, Ref } from 'react';
import { Modal } from '../../../components/modal';
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
    </Modal>
  );
}
