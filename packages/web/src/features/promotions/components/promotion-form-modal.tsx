import { useId, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import {
  PROMOTION_MESSAGES,
  contentBlocksFromEditor,
  checkPromotionImage,
  PROMOTIONS,
  promotionFormIssues,
  versionOf,
  type Promotion,
} from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { FormConflictDialog } from '../../../components/form-conflict-dialog';
import { ImagePicker, useImageState } from '../../../components/image-picker';
import { Modal, ModalCancel, useModalDirty } from '../../../components/modal';
import { focusFirstError } from '../../../lib/focus-first-error';
import { useEditConflict } from '../../../lib/use-edit-conflict';
import { fieldErrors } from '../../../lib/trpc';
import { useGameGroups } from '../api/use-game-groups';
import { usePromotionSave } from '../hooks/use-promotion-save';
import { proxiedImage } from '../../../lib/image-url';
import {
  blocksOf,
  editValuesOf,
  fieldsOf,
  promotionValues,
  tablesOf,
  type EditValues,
  type FormFields,
  type TableValue,
} from '../lib/edit-values';
import { ContentEditor } from './content-editor';
import { PromotionFormFields } from './promotion-form-fields';
import { PromotionActions } from './promotion-actions';
import { UpdateImageButton } from './update-image-button';
import styles from './promotion-form-modal.module.css';

export interface PromotionFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The promotion to edit; none for 'Create New Promotion'. */
  promotion: Promotion | null;
}

/** The create ('Create New Promotion') and edit modals. */
export function PromotionFormModal({ open, onOpenChange, promotion }: PromotionFormModalProps) {
  // A create whose image upload failed holds the created promotion from then on (edit mode).
  const [held, setHeld] = useState(promotion);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={held ? 'Edit Promotion' : PROMOTION_MESSAGES.createModalTitle}
      size="lg"
      closeOnOutsideClick={held === null}
      className={styles.modal}
    >
      <PromotionForm promotion={held} onHold={setHeld} onClose={() => onOpenChange(false)} />
    </Modal>
  );
}

const ACCEPTED_IMAGES = PROMOTIONS.imageTypes.join(',');

function PromotionForm({
  promotion,
  onHold,
  onClose,
}: {
  promotion: Promotion | null;
  onHold: (created: Promotion) => void;
  onClose: () => void;
}) {
  const mode = promotion ? 'edit' : 'create';
  const formId = useId();
  const html = useRef(editValuesOf(promotion).html);
  // a reload after a conflict starts the editor afresh on the merged content
  const [editorKey, setEditorKey] = useState(0);
  const [tables, setTables] = useState<TableValue[]>(() => tablesOf(promotion?.text ?? []));
  const tablesRef = useRef(tables);
  tablesRef.current = tables;
  const [blockErrors, setBlockErrors] = useState<string[]>([]);
  const [paragraphPresent, setParagraphPresent] = useState(
    () => contentBlocksFromEditor(html.current).length > 0,
  );
  const { image: picked, pick, remove: removeImage } = useImageState();
  const image = picked.kind === 'new' ? picked.file : null;
  const imageRemoved = picked.kind === 'remove';
  const [imageError, setImageError] = useState<string | null>(null);
  // what failed after a create that nonetheless made the promotion (its image upload)
  const [notice, setNotice] = useState<string | null>(null);
  const groups = useGameGroups(true);

  const [submitting, setSubmitting] = useState(false);

  const edit = useEditConflict(promotion, versionOf); // the promotion as opened, or as it is now
  const blocks = () => blocksOf(html.current, tablesRef.current);
  const formValues = (v: FormFields) => promotionValues(v, blocks(), edit.basis);

  // The contracts' rules of a promotion, every message on its field.
  const resolver: Resolver<FormFields> = (values) => {
    const issues = promotionFormIssues(formValues(values), { mode });
    const errors: Record<string, { type: string; message: string }> = {};
    const textMessages: string[] = [];
    for (const issue of issues) {
      if (issue.path === 'text') textMessages.push(issue.message);
      else errors[issue.path] ??= { type: 'validate', message: issue.message };
    }
    setBlockErrors(textMessages);
    if (textMessages.length > 0) errors.text = { type: 'validate', message: textMessages[0]! };
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as never }
      : { values, errors: {} };
  };

  const form = useForm<FormFields>({ defaultValues: fieldsOf(promotion), resolver });
  const { handleSubmit, setError } = form;
  const editValues = (): EditValues => ({
    ...form.getValues(),
    html: html.current,
    tables: tablesRef.current,
  });
  const resetTo = (v: EditValues) => {
    const { html: content, tables: inserted, ...fields } = v;
    form.reset(fields);
    html.current = content;
    tablesRef.current = inserted;
    setTables(inserted);
    setParagraphPresent(contentBlocksFromEditor(content).length > 0);
    setEditorKey((k) => k + 1);
  };
  const [contentEdited, setContentEdited] = useState(false);
  const dirty = form.formState.isDirty || picked.kind !== 'keep' || contentEdited;
  useModalDirty(dirty);

  const applyServerErrors = (err: unknown) => {
    for (const [field, message] of Object.entries(fieldErrors(err))) {
      if (field === 'subTitle') setError('subtitle', { message });
      else if (field in fieldsOf(null)) setError(field as keyof FormFields, { message });
    }
  };

  const { submitCreate, submitEdit } = usePromotionSave({
    image,
    imageRemoved,
    edit,
    applyServerErrors,
    onHeld: (created, failed) => {
      onHold(created);
      setNotice(failed);
    },
    onClose,
  });

  const saveWith = async (run: () => Promise<void>) => {
    setSubmitting(true);
    try {
      await run();
    } finally {
      setSubmitting(false);
    }
  };

  const onSubmit = handleSubmit(
    (values) =>
      saveWith(() =>
        promotion
          ? submitEdit(promotion, { ...values, html: html.current, tables: tablesRef.current })
          : submitCreate(formValues(values)),
      ),
    () => focusFirstError(document.getElementById(formId)),
  );

  return (
    <>
      {promotion && <PromotionActions promotion={promotion} dirty={dirty} onDone={onClose} />}
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {notice && (
          <p className={styles.notice} role="alert">
            {notice}
          </p>
        )}
        <PromotionFormFields form={form} groups={groups.data} />
        <ImagePicker
          image={picked}
          savedUrl={
            promotion?.imageUrl
              ? proxiedImage(promotion.imageUrl, { w: 640, h: 320, fit: 'crop' })
              : null
          }
          accept={ACCEPTED_IMAGES}
          error={imageError}
          previewClassName={styles.imagePreview}
          hint="JPEG, PNG, GIF or WebP, under 5 MB."
          onFile={(file) => {
            const problem = checkPromotionImage(file);
            setImageError(problem);
            if (!problem) pick(file);
          }}
          onRemove={() => {
            setImageError(null);
            removeImage(Boolean(promotion?.imageUrl) && picked.kind === 'keep');
          }}
        />
        <ContentEditor
          key={editorKey}
          initialHtml={html.current}
          onHtmlChange={(value) => {
            if (value !== html.current) setContentEdited(true);
            html.current = value;
            const present = contentBlocksFromEditor(value).length > 0;
            if (present !== paragraphPresent) setParagraphPresent(present);
          }}
          tables={tables}
          onTablesChange={(next) => {
            setContentEdited(true);
            setTables(next);
          }}
          firstTableBlock={paragraphPresent ? 2 : 1}
          errors={blockErrors}
        />
      </form>
      <div className={styles.footer}>
        <ModalCancel />
        {promotion && (
          <UpdateImageButton
            promotion={promotion}
            base={edit.base}
            image={image}
            onMissing={setImageError}
            onDone={onClose}
          />
        )}
        <Button type="submit" form={formId} variant="primary" loading={submitting}>
          {promotion ? 'Update' : 'Create'}
        </Button>
      </div>
      <FormConflictDialog
        edit={edit}
        toForm={editValuesOf}
        getValues={editValues}
        reset={resetTo}
        pending={submitting}
        onOverwrite={(values, on) => {
          const stored = (edit.conflict?.current as Promotion | undefined) ?? edit.basis;
          if (promotion)
            void saveWith(() => submitEdit(promotion, values, { base: on.base, stored }));
        }}
      />
    </>
  );
}
