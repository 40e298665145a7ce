// A colour as the site stores it (`#rrggbb`, spec §3 primary_color, bg_color, inner_bg_color): a text field
// the owner can type or paste a code into, and the browser's colour picker beside it, both on one field.
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { TextField } from '@vitrina/ui-kit';

const HEX = /^#[0-9a-f]{6}$/i;

export interface ColorFieldProps {
  name: string;
  label: string;
  /** The theme colour must be set; section colours may be empty (the template's own). */
  required?: boolean;
}

export function ColorField({ name, label, required = false }: ColorFieldProps) {
  const { t } = useTranslation(['editor']);
  const [field, , helpers] = useField<string>(name);
  const value = (field.value ?? '').trim();

  return (
    <div className="ve-color-field">
      <TextField
        name={name}
        label={label}
        required={required}
        hint={t(required ? 'editor:fields.colorHint' : 'editor:fields.colorHintOptional')}
        placeholder="#000000"
        autoComplete="off"
        spellCheck={false}
        maxLength={7}
      />
      <input
        type="color"
        className="ve-color-field__picker"
        aria-label={t('editor:fields.colorPicker', { field: label })}
        // An empty or half-typed code shows black in the picker until it is a whole colour.
        value={HEX.test(value) ? value.toLowerCase() : '#000000'}
        onChange={(event) => {
          void helpers.setTouched(true, false);
          void helpers.setValue(event.target.value);
        }}
      />
    </div>
  );
}
