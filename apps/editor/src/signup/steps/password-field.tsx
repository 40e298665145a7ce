// A new password with a "show password" switch (people type it once here, so seeing it avoids typos).
// The switch is not an answer, so it is a plain control in ui-kit's checkbox look, outside formik.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@vitrina/ui-kit';

export interface PasswordFieldProps {
  name: string;
  label: string;
  hint: string;
  maxLength: number;
}

export function PasswordField({ name, label, hint, maxLength }: PasswordFieldProps) {
  const { t } = useTranslation(['signup']);
  const [shown, setShown] = useState(false);
  const switchId = useId();
  return (
    <div className="vs-password">
      <TextField
        name={name}
        type={shown ? 'text' : 'password'}
        label={label}
        hint={hint}
        required
        autoComplete="new-password"
        maxLength={maxLength}
        spellCheck={false}
      />
      <div className="vk-checkbox vs-password__show">
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          checked={shown}
          onChange={(event) => setShown(event.target.checked)}
          className="vk-checkbox__input"
        />
        <label htmlFor={switchId} className="vk-checkbox__label">
          {t('signup:fields.showPassword')}
        </label>
      </div>
    </div>
  );
}
