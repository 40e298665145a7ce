// Inside a list screen's filter form: submits the form as soon as one of `fields` changes (a picked choice
// applies at once; the search text still waits for Enter or the Search button).
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

export function SubmitOnChange<V extends object>({ fields }: { fields: readonly (keyof V & string)[] }) {
  const { values, submitForm } = useFormikContext<V>();
  const watched = fields.map((field) => String(values[field])).join('|');
  const first = useRef(watched);
  useEffect(() => {
    if (watched !== first.current) void submitForm();
    first.current = watched;
  }, [watched, submitForm]);
  return null;
}
