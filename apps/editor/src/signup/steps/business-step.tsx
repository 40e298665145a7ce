// Step 1: the business's name, its kind (core-model INDUSTRIES, names from i18n) and its site's language.
import { useTranslation } from 'react-i18next';
import { INDUSTRIES } from '@vitrina/core-model';
import { SelectField, TextField } from '@vitrina/ui-kit';
import { SIGNUP_LANGUAGES, SIGNUP_NAME_MAX_LENGTH } from '@vitrina/validation';

export function BusinessStep() {
  const { t } = useTranslation(['signup']);
  const industries = INDUSTRIES.map((industry) => ({
    value: String(industry.id),
    label: t(`signup:industries.${industry.slug}.name` as 'signup:industries.other.name'),
  }));
  const languages = SIGNUP_LANGUAGES.map((language) => ({ value: language, label: t(`signup:languages.${language}`) }));
  return (
    <div className="vs-step">
      <TextField
        name="business_name"
        label={t('signup:fields.businessName')}
        required
        autoComplete="organization"
        maxLength={SIGNUP_NAME_MAX_LENGTH}
      />
      <SelectField name="industry_id" label={t('signup:fields.industry')} options={industries} required />
      <SelectField name="language" label={t('signup:fields.language')} options={languages} placeholder={false} required />
    </div>
  );
}
