// Fields several popups show: the section's texts, a web address.
import { useTranslation } from 'react-i18next';
import { TextField } from '@vitrina/ui-kit';

export interface SectionTextFieldsProps {
  /** Which texts the section shows; title and subtitle always. */
  body?: boolean;
}

export interface UrlFieldProps {
  name: string;
  label: string;
  required?: boolean;
}

/** A web address (a link, a social profile): the URL keyboard, the browser's URLs to fill in, an example. */
export function UrlField(props: UrlFieldProps) {
  const { t } = useTranslation(['editor']);
  return <TextField {...props} type="url" inputMode="url" autoComplete="url" placeholder={t('editor:popups.hyperlink.placeholder')} />;
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
