// The rich-text editor's small dialogs (Link, Image): a Modal whose submit button (last of its actions)
// submits the Formik form inside it. The form checks its values with `validate`; the dialog sits in a
// portal, so its submit must not reach the post's form around it.
import { Formik } from 'formik';
import type { FormikErrors, FormikProps, FormikValues } from 'formik';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button, Modal } from '@vitrina/ui-kit';

export interface EditorDialogProps<V extends FormikValues> {
  open: boolean;
  title: string;
  size?: 'small';
  /** The submit button's text, and any button before it. */
  submit: string;
  actions?: ReactNode;
  initialValues: V;
  validate: (values: V) => FormikErrors<V>;
  onSubmit: (values: V) => void;
  onClose: () => void;
  className?: string;
  /** The form's fields. */
  children: (form: FormikProps<V>) => ReactNode;
}

export function EditorDialog<V extends FormikValues>(props: EditorDialogProps<V>) {
  const { submit, actions, className, children, initialValues, validate, onSubmit, ...modal } = props;
  const formId = useId();
  return (
    <Modal
      {...modal}
      actions={
        <>
          {actions}
          <Button type="submit" form={formId}>
            {submit}
          </Button>
        </>
      }
    >
      <Formik<V> initialValues={initialValues} validate={validate} onSubmit={onSubmit}>
        {(form) => (
          <form
            id={formId}
            noValidate
            className={className}
            onSubmit={(event) => {
              event.stopPropagation();
              form.handleSubmit(event);
            }}
          >
            {children(form)}
          </form>
        )}
      </Formik>
    </Modal>
  );
}
