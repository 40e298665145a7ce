// The back office's Profile screen (spec §6: owner, manager and employee each keep their own): the name the
// team sees, the sign-in e-mail (read-only) and the back-office language. The form is checked with the
// API's own schema (profileSchema). A saved language is the one the back office turns to at once and the
// one the layout starts in next time (§4 "Admin entry" step 4 reads the employee's language). "E-mail
// notifications" (issue 28): one checkbox per staff e-mail (core-model STAFF_MAIL_KINDS), each on until the
// person turns it off; saved as the kinds turned off (users.mail_opt_outs).
import './profile.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileQuery, useSaveProfileMutation } from '@vitrina/api-client/back-office';
import type { Profile, ProfileForm } from '@vitrina/api-client/back-office';
import { Field } from 'formik';
import { STAFF_MAIL_KINDS } from '@vitrina/core-model';
import type { StaffMailKind } from '@vitrina/core-model';
import { TextField } from '@vitrina/ui-kit';
import { PROFILE_NAME_MAX_LENGTH, profileSchema } from '@vitrina/validation';
import { LanguageField } from '../language-field.js';
import { LoadedScreen } from '../record-screen.js';
import { ResourceForm } from '../kit/index.js';

export interface ProfileScreenProps {
  /** The business the person works in (the host's client). */
  clientId: number;
}

/** The form: the name, the language, and the staff e-mails the person wants (checked boxes). */
interface ProfileValues {
  name: string;
  language: Profile['language'];
  mail_on: StaffMailKind[];
}

const formOf = (profile: Profile): ProfileValues => ({
  name: profile.name,
  language: profile.language,
  mail_on: STAFF_MAIL_KINDS.filter((kind) => !profile.mail_opt_outs.includes(kind)),
});

const inputOf = ({ name, language, mail_on }: ProfileValues): ProfileForm => ({
  name,
  language,
  mail_opt_outs: STAFF_MAIL_KINDS.filter((kind) => !mail_on.includes(kind)),
});

/** One checkbox per staff e-mail, checked while the person gets it. */
function MailChoices() {
  const { t } = useTranslation(['manage']);
  const hintId = useId();
  return (
    <fieldset className="vp-profile__group vp-profile__mail" aria-describedby={hintId}>
      <legend className="vp-profile__legend">{t('manage:profile.mail.title')}</legend>
      <p id={hintId} className="vk-field__hint">
        {t('manage:profile.mail.hint')}
      </p>
      {STAFF_MAIL_KINDS.map((kind) => (
        <label key={kind} className="vp-profile__check">
          <Field type="checkbox" name="mail_on" value={kind} />
          <span>{t(`manage:profile.mail.kinds.${kind}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

function ProfileFormView({ clientId, profile }: { clientId: number; profile: Profile }) {
  const { t, i18n } = useTranslation(['manage', 'errors']);
  const [save] = useSaveProfileMutation();
  const emailId = useId();

  return (
    <ResourceForm<Profile, ProfileValues, ProfileForm>
      submitRow={{ className: 'vp-profile__actions', label: t('manage:profile.save'), busyLabel: t('manage:profile.saving') }}
      record={profile}
      valuesOf={formOf}
      empty={() => formOf(profile)}
      inputOf={inputOf}
      schema={profileSchema}
      save={async (input) => {
        const cast = profileSchema.validateSync(input);
        const saved = await save({ clientId, name: cast.name, language: cast.language, mail_opt_outs: cast.mail_opt_outs }).unwrap();
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
          <MailChoices />
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
