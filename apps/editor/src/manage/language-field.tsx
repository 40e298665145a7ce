// The language select of the back office's own forms (Profile: the person's; Settings: the business's
// default): every language the product speaks, each named in the owner's language.
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@vitrina/core-model';
import { SelectField } from '@vitrina/ui-kit';

export function LanguageField({ label, hint }: { label: string; hint: string }) {
  const { t } = useTranslation(['manage']);
  return (
    <SelectField
      name="language"
      label={label}
      hint={hint}
      required
      placeholder={false}
      options={LOCALES.map((l) => ({ value: l, label: t(`manage:layout.languages.${l}`) }))}
    />
  );
}
