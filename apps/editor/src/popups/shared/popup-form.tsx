// The frame every popup of this family shares (spec §2 "Editor popups"): the ui-kit Modal (focus trapped,
// Escape and Close close it without applying anything), a formik form checked by a yup schema of
// @vitrina/validation, and "Apply", which hands the schema's cast values (tags stripped, trimmed, §5) to
// the popup and closes. Freemium or preview: the fields are disabled and nothing applies (spec §8).
import { Form, Formik, useFormikContext } from 'formik';
import type { FormikProps, FormikValues } from 'formik';
import { useEffect, useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';
import { Button, Modal } from '@vitrina/ui-kit';
import { selectCanEdit, useEditorSelector } from '../../store/hooks.js';
import './popups.css';

export interface PopupFormProps<V extends FormikValues> {
  title: string;
  initialValues: V;
  schema: AnyObjectSchema;
  /** Receives the values as the schema casts them (entered text stripped of tags and trimmed). */
  onApply: (values: V) => void;
  onClose: () => void;
  children: ReactNode | ((form: FormikProps<V>) => ReactNode);
  size?: 'small' | 'medium' | 'large';
}

/** After an Apply that did not pass, focus goes to the first field in error (its message is next to it). */
function FocusFirstError({ formId }: { formId: string }) {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || isValid) return;
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formId, submitCount, isSubmitting, isValid]);
  return null;
}

export function PopupForm<V extends FormikValues>({
  title,
  initialValues,
  schema,
  onApply,
  onClose,
  children,
  size = 'medium',
}: PopupFormProps<V>) {
  const { t } = useTranslation(['editor']);
  const canEdit = useEditorSelector(selectCanEdit);
  const formId = useId();

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size={size}
      // A stray click beside the dialog must not throw away what the owner typed.
      closeOnBackdrop={false}
      actions={
        <Button type="submit" form={formId} variant="primary" disabled={!canEdit}>
          {t('editor:popups.apply')}
        </Button>
      }
    >
      <Formik<V>
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={(values) => {
          if (!canEdit) return;
          onApply(schema.validateSync(values) as V);
          onClose();
        }}
      >
        {(form) => (
          <Form id={formId} noValidate className="ve-popup-form">
            <FocusFirstError formId={formId} />
            <fieldset disabled={!canEdit} className="ve-popup-form__fields">
              {typeof children === 'function' ? children(form) : children}
            </fieldset>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
