// The form of one back-office record (new or edit), from the screen's declaration: how a record becomes the
// form's values, how the values become the request (checked with the API's own yup schema before sending),
// how a request is saved. The kit owns the rest, the same on every screen:
// - validation on submit (not while typing unless `validateOnChange`), the schema's messages on their fields (`fieldNames` renames a
//   schema or server field the form names otherwise);
// - the ui-kit FocusFirstError, once: a refused submit puts the focus on the first field in error;
// - saving: the submit button's `loading` (the render props' isSubmitting); saved: the stored record is
//   replaced by the server's answer, the form restarts from it (no longer dirty) and a toast says so;
// - refused (refusalOf): 400 field messages onto their fields (`fieldNames` names the form's field of a server
//   field such as `details.email`), 409 slug_taken onto the address, then one toast naming the refusal (a
//   code's or a status's own, when declared); everything typed stays;
// - `guardLeave`: closing or reloading the tab with unsaved changes asks first.
import { Form, Formik, yupToFormErrors } from 'formik';
import type { FormikErrors, FormikHelpers, FormikProps, FormikValues } from 'formik';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ValidationError } from 'yup';
import type { TranslationKey } from '@vitrina/i18n';
import { apiFailureOf } from '@vitrina/api-client';
import { Button, FocusFirstError, useToast } from '@vitrina/ui-kit';
import { refusalOf } from './form-refusal.js';
import type { RefusalKind } from './form-refusal.js';
import { LeaveGuard } from './leave-guard.js';
import { RemoveButton } from './remove-resource.js';
import { SubmitRow } from './submit-row.js';
import type { SubmitRowTexts } from './submit-row.js';
import type { RecordRemoval } from './remove-resource.js';

/** A key of the namespaces a form's texts come from. */
export type FormTextKey = Extract<TranslationKey, `manage:${string}` | `errors:${string}`>;

export interface ResourceFormTexts<R = unknown> {
  /**
   * The toast after a save, or the sentence it says made from what was saved and asked (Blog's "Published",
   * Quotes' "Quote #4 sent").
   */
  saved: FormTextKey | ((saved: R) => string);
  /**
   * The toast for each refusal; `slugTaken` is also the address field's message. A form whose API never
   * says feature_disabled names no text for it (it reads as `other`). For a refusal of no other kind:
   * `codes`, an ErrorBody code's own toast (Schedule: slot_taken), before `statuses`, an HTTP status's own
   * toast (Quotes: 409/404, the quote changed meanwhile).
   */
  refusals: Record<Exclude<RefusalKind, 'featureDisabled'>, FormTextKey> & {
    featureDisabled?: FormTextKey;
    codes?: Readonly<Partial<Record<string, FormTextKey>>>;
    statuses?: Readonly<Partial<Record<number, FormTextKey>>>;
  };
}

/** Values a screen refuses before saving, beyond its schema (Quotes: never send at a total of 0). */
export interface EarlyRefusal<V> {
  errors: FormikErrors<V>;
  /** The toast, translated. */
  text: string;
}

/** What the kit asks of a schema: validation's yup schemas. */
export interface FormSchema<I> {
  validate(value: I, options: { abortEarly: false }): Promise<unknown>;
}

export interface ResourceFormProps<R, V extends FormikValues, I> {
  /** The record being edited; null for a new one. */
  record: R | null;
  /** The form's values for a record (on start and after each save). */
  valuesOf: (record: R) => V;
  /** The values of a new record. */
  empty: () => V;
  /** The request the values make (what is validated and saved), given the record stored so far. */
  inputOf: (values: V, stored: R | null) => I;
  schema: FormSchema<I>;
  /**
   * Saves the request: an update of `stored`, or a create when it is null. The answer becomes the stored
   * record. A save of several calls reports each record it stored with `keep`, so that a new record created
   * before a later call failed is not lost.
   */
  save: (input: I, stored: R | null, keep: (record: R) => void) => Promise<R>;
  /** Checked after the schema, before saving: a refusal keeps the values, shows its errors and says why. */
  refuseEarly?: (values: V) => EarlyRefusal<V> | null;
  /** After a save, once the form restarted from the answer (before the toast). */
  onSaved?: (saved: R) => void;
  /** A form started without a record now has one (saved, or kept before a refusal): the screen moves to its address. */
  onCreated?: (record: R) => void;
  texts: ResourceFormTexts<R>;
  /** Schema and server field names → the form's own names. */
  fieldNames?: Readonly<Record<string, string>>;
  className: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
  id?: string;
  /** Ask before the tab closes with unsaved changes. */
  guardLeave?: boolean;
  /** Also validate while typing (the settings screens), not only on submit and leaving a field. */
  validateOnChange?: boolean;
  /**
   * The fields and actions, given formik's state, the record stored so far and `replace`, for an action
   * beside Save that changes the record (Blog's Unpublish).
   */
  children: (form: FormikProps<V>, stored: R | null, replace: (record: R) => void) => ReactNode;
  /** A small form's one submit row after its fields (busy while saving). */
  submitRow?: SubmitRowTexts;
}

/** A yup refusal with the paths the form names otherwise renamed (as formik reads `inner`). */
function renamed(error: unknown, fieldNames: Readonly<Record<string, string>>): unknown {
  if (!(error instanceof ValidationError)) return error;
  for (const item of [error, ...error.inner]) {
    if (item.path !== undefined && fieldNames[item.path] !== undefined) item.path = fieldNames[item.path];
  }
  return error;
}

export function ResourceForm<R, V extends FormikValues, I>({
  record,
  valuesOf,
  empty,
  inputOf,
  schema,
  save,
  refuseEarly,
  onSaved,
  onCreated,
  texts,
  fieldNames = {},
  className,
  labelledBy,
  id,
  guardLeave = false,
  validateOnChange = false,
  children,
  submitRow,
}: ResourceFormProps<R, V, I>) {
  const { t } = useTranslation(['manage', 'errors']);
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [stored, setStored] = useState<R | null>(record);
  const [initialValues] = useState(() => (record ? valuesOf(record) : empty()));

  async function validate(values: V): Promise<FormikErrors<V>> {
    try {
      await schema.validate(inputOf(values, stored), { abortEarly: false });
      return {};
    } catch (error) {
      return yupToFormErrors<V>(renamed(error, fieldNames));
    }
  }

  function refuse(error: unknown, helpers: FormikHelpers<V>) {
    const refusal = refusalOf(error, fieldNames);
    if (refusal.kind === 'slugTaken') {
      void helpers.setFieldTouched(refusal.field, true, false);
      helpers.setFieldError(refusal.field, texts.refusals.slugTaken);
    }
    // Paths such as `variants[1].name` land on their nested field.
    if (refusal.kind === 'fields') for (const [path, message] of Object.entries(refusal.fields)) helpers.setFieldError(path, message);
    const failure = refusal.kind === 'other' ? apiFailureOf(error) : null;
    const byCode = failure?.code ? texts.refusals.codes?.[failure.code] : undefined;
    const byStatus = failure?.status ? texts.refusals.statuses?.[failure.status] : undefined;
    const key =
      refusal.kind === 'featureDisabled'
        ? (texts.refusals.featureDisabled ?? texts.refusals.other)
        : (byCode ?? byStatus ?? texts.refusals[refusal.kind]);
    toast.error(t(key));
  }

  async function submit(values: V, helpers: FormikHelpers<V>) {
    const early = refuseEarly?.(values);
    if (early) {
      helpers.setErrors(early.errors);
      toast.error(early.text);
      return;
    }
    let latest = stored;
    const keep = (next: R) => {
      latest = next;
      setStored(next);
    };
    try {
      const saved = await save(inputOf(values, stored), stored, keep);
      keep(saved);
      helpers.resetForm({ values: valuesOf(saved) });
      onSaved?.(saved);
      toast.success(typeof texts.saved === 'function' ? texts.saved(saved) : t(texts.saved));
    } catch (error) {
      refuse(error, helpers);
    }
    if (record === null && latest !== null) onCreated?.(latest);
  }

  return (
    <Formik<V> initialValues={initialValues} validate={validate} validateOnChange={validateOnChange} onSubmit={submit}>
      {(form) => (
        <Form ref={formRef} id={id} noValidate className={className} aria-labelledby={labelledBy}>
          <FocusFirstError formRef={formRef} />
          {guardLeave ? <LeaveGuard /> : null}
          {children(form, stored, setStored)}
          {submitRow ? <SubmitRow {...submitRow} busy={form.isSubmitting} /> : null}
        </Form>
      )}
    </Formik>
  );
}

export interface FormActionsProps<R> {
  saveLabel: string;
  saving: boolean;
  /** The record's other actions (send…), after Save. */
  children?: ReactNode;
  /** The stored record's removal, last (none for a new record). */
  remove?: RecordRemoval<R> | null;
}

/** The row under a record's form: Save (busy while saving), then the screen's other actions, then Remove. */
export function FormActions<R>({ saveLabel, saving, children, remove }: FormActionsProps<R>) {
  return (
    <div className="vbl-form__actions">
      <Button type="submit" loading={saving}>
        {saveLabel}
      </Button>
      {children}
      {remove ? <RemoveButton {...remove} /> : null}
    </div>
  );
}
