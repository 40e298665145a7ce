// Fields several section popups show: the section's texts and its background colours.
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { TextField } from '@vitrina/ui-kit';

const HEX = /^#[0-9a-f]{6}$/i;

/** A `#rrggbb` colour typed or picked; empty keeps the template's colour. */
export function ColorField({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation(['editor']);
  const [field, , helpers] = useField<string>(name);
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <div className="ve-popup-color">
      <TextField name={name} label={label} hint={t('editor:fields.colorHintOptional')} placeholder="#ffffff" autoComplete="off" spellCheck={false} />
      <input
        type="color"
        className="ve-popup-color__picker"
        aria-label={t('editor:fields.colorPicker', { field: label })}
        value={HEX.test(value) ? value.toLowerCase() : '#ffffff'}
        onChange={(event) => void helpers.setValue(event.target.value)}
      />
    </div>
  );
}

export interface SectionTextFieldsProps {
  /** Which texts the section shows; title and subtitle always. */
  body?: boolean;
}

export function SectionTextFields({ body = false }: SectionTextFieldsProps) {
  const { t } = useTranslation(['editor']);
  return (
    <>
      <TextField name="title" label={t('editor:fields.title')} />
      <TextField name="subtitle" label={t('editor:fields.subtitle')} multiline rows={2} />
      {body ? <TextField name="body" label={t('editor:fields.body')} multiline rows={4} /> : null}
    </>
  );
}
