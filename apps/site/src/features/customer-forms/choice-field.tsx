// A choice field of a customer form: a native radio group (Tab enters it, arrow keys choose), named by its
// legend; the first radio carries the error for the focus (a group is one stop in the tab order).
import type { CustomerFormField } from '@vitrina/core-model';
import { Field, useField } from 'formik';
import { FieldFrame } from './field-frame.js';

export function ChoiceField({ field }: { field: CustomerFormField }) {
  const [{ value }] = useField<string>(field.id);
  const chosen = field.options.indexOf(value);
  return (
    <FieldFrame field={field}>
      {(ids) => (
        <div className="site-form-choice" role="presentation">
          {field.options.map((option, index) => (
            <label key={option} className="site-form-choice__option">
              <Field
                type="radio"
                name={field.id}
                value={option}
                id={index === 0 ? ids.control : undefined}
                className="site-form-choice__radio"
                required={field.required}
                aria-invalid={ids.invalid && index === Math.max(chosen, 0) ? true : undefined}
              />
              <span>{option}</span>
            </label>
          ))}
        </div>
      )}
    </FieldFrame>
  );
}
