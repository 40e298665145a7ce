// Step 6: the owner's account on the built-in identity provider and the site's address, checked as typed.
import { useTranslation } from 'react-i18next';
import { TextField } from '@vitrina/ui-kit';
import { SIGNUP_PASSWORD_MAX_LENGTH } from '@vitrina/validation';
import { PasswordField } from './password-field.js';
import { SubdomainField } from './subdomain-field.js';

export function AccountStep() {
  const { t } = useTranslation(['signup']);
  return (
    <div className="vs-step">
      <TextField name="email" type="email" label={t('signup:fields.email')} required autoComplete="email" spellCheck={false} />
      <PasswordField
        name="password"
        label={t('signup:fields.password')}
        hint={t('signup:fields.passwordHint')}
        maxLength={SIGNUP_PASSWORD_MAX_LENGTH}
      />
      <SubdomainField />
    </div>
  );
}
