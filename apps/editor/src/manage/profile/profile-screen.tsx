// The back office's Profile screen (spec §6: owner, manager and employee each keep their own): the name the
// team sees, the sign-in e-mail (read-only) and the back-office language. The form is checked with the
// API's own schema (profileSchema). A saved language is the one the back office turns to at once and the
// one the layout starts in next time (§4 "Admin entry" step 4 reads the employee's language).
import './profile.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileQuery, useSaveProfileMutation } from '@vitrina/api-client/back-office';
import type { Profile, ProfileForm } from '@vitrina/api-client/back-office';
import { TextField } from '@vitrina/ui-kit';
import { PROFILE_NAME_MAX_LENGTH, profileSchema } from '@vitrina/validation';
import { LanguageField } from '../language-field.js';
import { LoadedScreen } from '../record-screen.js';
import { ResourceForm } from '../kit/index.js';

export interface ProfileScreenProps {
  /** The business the person works in (the host's client). */
  clientId: number;
}

const formOf = (profile: Profile): ProfileForm => ({ name: profile.name, language: profile.language });

function ProfileFormView({ clientId, profile }: { clientId: number; profile: Profile }) {
  const { t, i18n } = useTranslation(['manage', 'errors']);
  const [save] = useSaveProfileMutation();
  const emailId = useId();

  return (
    <ResourceForm<Profile, ProfileForm, ProfileForm>
      submitRow={{ className: 'vp-profile__actions', label: t('manage:profile.save'), busyLabel: t('manage:profile.saving') }}
      record={profile}
      valuesOf={formOf}
      empty={() => formOf(profile)}
      inputOf={(values) => values}
      schema={profileSchema}
      save={async (input) => {
        const cast = profileSchema.validateSync(input);
        const saved = await save({ clientId, name: cast.name, language: cast.language }).unwrap();
        if (i18n.language !== saved.language) await i18n.changeLanguage(saved.language);
        return saved;
      }}
      // `t` was bound before the language switch: say it in the language just chosen.
      texts={{
        saved: (saved) => t('manage:profile.saved', { lng: saved.language }),
        refusals: {
          fields: 'manage:profile.invalid',
          slugTaken: 'manage:profile.saveFailed',
          freemium: 'manage:profile.saveFailed',
          network: 'errors:network',
          other: 'manage:profile.saveFailed',
        },
      }}
      validateOnChange
      className="vp-profile__form"
      labelledBy="vp-title"
    >
      {() => (
        <>
          <div className="vp-profile__group">
            <TextField name="name" label={t('manage:profile.name')} required autoComplete="name" maxLength={PROFILE_NAME_MAX_LENGTH} />
            <div className="vk-field">
              <label className="vk-field__label" htmlFor={emailId}>
                {t('manage:profile.email')}
              </label>
              <input id={emailId} className="vk-input" type="email" value={profile.email} readOnly aria-describedby={`${emailId}-hint`} />
              <p id={`${emailId}-hint`} className="vk-field__hint">
                {t('manage:profile.emailHint')}
              </p>
            </div>
            <LanguageField label={t('manage:profile.language')} hint={t('manage:profile.languageHint')} />
          </div>
        </>
      )}
    </ResourceForm>
  );
}

export function ProfileScreen({ clientId }: ProfileScreenProps) {
  const query = useProfileQuery(clientId, { refetchOnMountOrArgChange: true });
  return (
    <LoadedScreen section="profile" titleId="vp-title" className="vp-profile" query={query}>
      {/* Keyed by client only: a refetch after a save must not reset what the person is typing. */}
      {(profile) => <ProfileFormView key={clientId} clientId={clientId} profile={profile} />}
    </LoadedScreen>
  );
}
