// Fields several section popups show: the section's texts.
import { useTranslation } from 'react-i18next';
import { TextField } from '@vitrina/ui-kit';

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
