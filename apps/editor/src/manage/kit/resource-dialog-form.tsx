// The kit's small form: a dialog's or a panel's (Location, Service area, Team add), as opposed to a record's
// page (ResourceForm). It shares the record form's declaration — the request the values make (`inputOf`),
// the API's own yup `schema`, `save`, and the refusal read by refusalOf — and differs where these forms
// always did:
// - validation while typing (on change and blur), the schema's messages on their fields, with formik's
//   reading of a yup schema (an empty text is "not given"), `messages` replacing one where the form asks
//   otherwise (the radius typed in kilometres);
// - no stored record: a save hands its answer to `onSaved` (the screen closes the dialog, or says so);
//   `resetOnSave` empties the form for the next one;
// - a refusal is a sentence inside the form (`notice`: after the fields, empty until refused) or the
//   screen's own notice (`onRefused`), never a toast: 400 field messages onto their fields, the API's codes
//   each with their sentence (RefusalTexts); everything typed stays.
import { Form, Formik, validateYupSchema, yupToFormErrors } from 'formik';
import type { FormikErrors, FormikHelpers, FormikProps, FormikValues } from 'formik';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@vitrina/ui-kit';
import { ValidationError } from 'yup';
import { refusalTextOf } from './form-refusal.js';
import { SubmitRow } from './submit-row.js';
import type { SubmitRowTexts } from './submit-row.js';
import type { RefusalTexts } from './form-refusal.js';
import type { FormSchema, FormTextKey } from './resource-form.js';

/**
 * Where the refusal is said: a notice after the fields, the screen's own notice, or the screen's own words for
 * the error (an order's refused move names the action and the state); field messages land on their fields.
 */
export type RefusalPlace =
  { className: string; role: 'alert' | 'status' } | { onRefused: (text: string) => void } | { onError: (error: unknown) => void };

export interface ResourceDialogFormProps<V extends FormikValues, I extends FormikValues, R> {
  initialValues: V;
  /** The request the values make (what is validated and saved). */
  inputOf: (values: V) => I;
  schema: FormSchema<I>;
  /** The schema's message replaced, by field (i18n keys of `validation`): the form asks for it otherwise. */
  messages?: Readonly<Record<string, string>>;
  save: (input: I) => Promise<R>;
  /** After a save (once the form restarted, with `resetOnSave`). */
  onSaved: (saved: R) => void;
  /** Start again from `initialValues` after a save (a form that adds one after another). */
  resetOnSave?: boolean;
  /** Start again from `initialValues` when they change (a panel beside a record that is fetched again). */
  reinitialize?: boolean;
  refusals: RefusalTexts<FormTextKey>;
  notice: RefusalPlace;
  /** The form's class (none for a form that had none). */
  className?: string;
  /** The id of the heading that names the form (a panel's; a dialog is named by its title). */
  labelledBy?: string;
  id?: string;
  /** The fields and actions, given formik's state. */
  children: (form: FormikProps<V>) => ReactNode;
  /** A small form's one submit row after its fields (busy while saving). */
  submitRow?: SubmitRowTexts;
  /** What the form sits in, given the form and formik's state: a Modal whose actions hold the submit button. */
  frame?: (form: ReactNode, state: FormikProps<V>) => ReactNode;
  /** The usual frame (instead of `frame`): a Modal whose actions hold the submit button. */
  dialog?: DialogFrame;
}

/** The usual frame: a Modal with this title, its actions holding the submit button (busy while saving). */
export interface DialogFrame {
  title: string;
  /** The submit button's text. */
  submit: string;
  variant?: 'primary' | 'danger';
  onClose: () => void;
}

function dialogFrame<V extends FormikValues>({ title, submit, variant, onClose }: DialogFrame) {
  return (form: ReactNode, { isSubmitting, submitForm }: FormikProps<V>) => (
    <Modal
      open
      onClose={onClose}
      title={title}
      actions={
        <Button type="button" variant={variant} loading={isSubmitting} onClick={() => void submitForm()}>
          {submit}
        </Button>
      }
    >
      {form}
    </Modal>
  );
}

/** A yup refusal with the messages the form words otherwise replaced (as formik reads `inner`). */
function reworded(error: unknown, messages: Readonly<Record<string, string>>): unknown {
  if (!(error instanceof ValidationError)) return error;
  for (const item of [error, ...error.inner]) {
    const message = item.path === undefined ? undefined : messages[item.path];
    if (message !== undefined) item.message = message;
  }
  return error;
}

export function ResourceDialogForm<V extends FormikValues, I extends FormikValues, R>({
  initialValues,
  inputOf,
  schema,
  messages = {},
  save,
  onSaved,
  resetOnSave = false,
  reinitialize = false,
  refusals,
  notice,
  className,
  labelledBy,
  id,
  children,
  submitRow,
  frame,
  dialog,
}: ResourceDialogFormProps<V, I, R>) {
  const { t } = useTranslation(['manage', 'errors']);
  const [refused, setRefused] = useState<FormTextKey | null>(null);
  const framed = frame ?? (dialog ? dialogFrame<V>(dialog) : (form: ReactNode) => form);

  async function validate(values: V): Promise<FormikErrors<V>> {
    try {
      await validateYupSchema(inputOf(values), schema);
      return {};
    } catch (error) {
      return yupToFormErrors<V>(reworded(error, messages));
    }
  }

  async function submit(values: V, helpers: FormikHelpers<V>) {
    setRefused(null);
    try {
      const saved = await save(inputOf(values));
      if (resetOnSave) helpers.resetForm({ values: initialValues });
      onSaved(saved);
    } catch (error) {
      const refusal = refusalTextOf(error, refusals);
      for (const [field, message] of Object.entries(refusal.fields)) {
        void helpers.setFieldTouched(field, true, false);
        helpers.setFieldError(field, message);
      }
      if ('onError' in notice) notice.onError(error);
      else if ('onRefused' in notice) notice.onRefused(t(refusal.key));
      else setRefused(refusal.key);
    }
  }

  return (
    <Formik<V> initialValues={initialValues} validate={validate} onSubmit={submit} enableReinitialize={reinitialize}>
      {(state) =>
        framed(
          <Form id={id} noValidate className={className} aria-labelledby={labelledBy}>
            {children(state)}
            {submitRow ? <SubmitRow {...submitRow} busy={state.isSubmitting} /> : null}
            {'className' in notice ? (
              <p className={notice.className} role={notice.role}>
                {refused ? t(refused) : ''}
              </p>
            ) : null}
          </Form>,
          state,
        )
      }
    </Formik>
  );
}
