// The frame every popup of this family shares (spec §2 "Editor popups"): the ui-kit Modal (focus trapped,
// Escape and Close close it without applying anything), a formik form checked by a yup schema of
// @vitrina/validation, and "Apply", which hands the schema's cast values (tags stripped, trimmed, §5) to
// the popup and closes. Freemium or preview: the fields are disabled and nothing applies (spec §8).
import { Form, Formik } from 'formik';
import type { FormikProps, FormikValues } from 'formik';
import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';
import { Button, FocusFirstError, Modal } from '@vitrina/ui-kit';
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
  // After an Apply that did not pass, focus goes to the first field in error of this popup's form.
  const formRef = useRef<HTMLFormElement>(null);

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
          <Form id={formId} ref={formRef} noValidate className="ve-popup-form">
            <FocusFirstError formRef={formRef} />
            <fieldset disabled={!canEdit} className="ve-popup-form__fields">
              {typeof children === 'function' ? children(form) : children}
            </fieldset>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
