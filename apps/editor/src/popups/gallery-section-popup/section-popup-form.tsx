// The frame the section popups share (spec §2 "Editor popups"): ui-kit Modal (focus trapped; Escape and
// Close close it without applying), a formik form checked by a yup schema, and Apply, which casts the
// values through the schema (tags stripped, text trimmed: spec §5), hands them to `onApply` to write into
// the working copy, and closes. Read-only drafts (freemium, spec §8) disable every control and Apply.
import { Form, Formik } from 'formik';
import type { FormikProps, FormikValues } from 'formik';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';
import { Button, Modal } from '@vitrina/ui-kit';
import { selectCanEdit, useEditorSelector } from '../../store/hooks.js';
import './section-popups.css';

export interface SectionPopupFormProps<V extends FormikValues> {
  title: string;
  schema: AnyObjectSchema;
  initialValues: V;
  /** Receives the cast values (stripped and trimmed); the popup closes right after. */
  onApply: (values: V) => void;
  onClose: () => void;
  size?: 'small' | 'medium' | 'large';
  children: (form: FormikProps<V>) => ReactNode;
}

export function SectionPopupForm<V extends FormikValues>({ title, schema, initialValues, onApply, onClose, size = 'medium', children }: SectionPopupFormProps<V>) {
  const { t } = useTranslation(['editor']);
  const canEdit = useEditorSelector(selectCanEdit);
  const formId = useId();

  return (
    <Formik<V>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={(values) => {
        if (!canEdit) return;
        onApply(schema.cast(values) as V);
        onClose();
      }}
    >
      {(form) => (
        <Modal
          open
          onClose={onClose}
          title={title}
          size={size}
          actions={
            <Button type="submit" form={formId} disabled={!canEdit}>
              {t('editor:popups.apply')}
            </Button>
          }
        >
          <Form id={formId} noValidate className="ve-popup-form">
            <fieldset className="ve-popup-form__controls" disabled={!canEdit}>
              {children(form)}
            </fieldset>
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
