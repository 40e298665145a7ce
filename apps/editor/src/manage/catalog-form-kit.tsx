// What the back office's catalog forms (Products, Services) share: the address derived from the name until
// the owner edits it, and how a refused save is shown (409 slug_taken on the address, 400 messages on their
// fields, anything else as a toast). Focus after a refused save is the ui-kit's FocusFirstError (issue 27).
import { useFormikContext } from 'formik';
import type { FormikErrors, FormikHelpers } from 'formik';
import { useEffect } from 'react';
import { slugify } from '@vitrina/core-model';
import { nestedErrors, storeFailureOf } from './products/product-errors.js';

/** Keeps `slug` equal to slugify(`name`) while `follow` is true. */
export function DeriveSlug({ follow }: { follow: boolean }) {
  const { values, setFieldValue } = useFormikContext<{ name: string }>();
  useEffect(() => {
    if (follow) void setFieldValue('slug', slugify(values.name), false);
  }, [follow, values.name, setFieldValue]);
  return null;
}

/** The i18n keys of a form's refusals. */
export interface RefusalTexts<K extends string> {
  slugTaken: K;
  fields: K;
  freemium: K;
  network: K;
  other: K;
}

/** Shows a refused save: the address's or the fields' messages on the form, and one toast. */
export function showRefusal<V, K extends string>(
  error: unknown,
  helpers: FormikHelpers<V>,
  texts: RefusalTexts<K>,
  toastError: (key: K) => void,
): void {
  const failure = storeFailureOf(error);
  if (failure.kind === 'slugTaken') {
    void helpers.setFieldTouched('slug', true, false);
    helpers.setFieldError('slug', texts.slugTaken);
    toastError(texts.slugTaken);
    return;
  }
  if (failure.kind === 'fields') helpers.setErrors(nestedErrors(failure.fields) as FormikErrors<V>);
  toastError(texts[failure.kind]);
}
