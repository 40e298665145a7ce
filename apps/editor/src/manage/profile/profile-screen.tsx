// The back office's Profile screen (spec §6: owner, manager and employee each keep their own): the name the
// team sees, the sign-in e-mail (read-only) and the back-office language. The form is checked with the
// API's own schema (profileSchema). A saved language is the one the back office turns to at once and the
// one the layout starts in next time (§4 "Admin entry" step 4 reads the employee's language).
import { apiFailureOf } from '@vitrina/api-client';
import './profile.css';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileQuery, useSaveProfileMutation } from '@vitrina/api-client/back-office';
import type { Profile, ProfileForm } from '@vitrina/api-client/back-office';
import { TextField, useToast } from '@vitrina/ui-kit';
import { PROFILE_NAME_MAX_LENGTH, profileSchema } from '@vitrina/validation';
import { isNetworkError } from '../screen-frame.js';
import { LanguageField } from '../language-field.js';
import { LoadedScreen } from '../record-screen.js';
import { SubmitRow } from '../kit/index.js';
import type { ScreenError } from '../screen-frame.js';

export interface ProfileScreenProps {
  /** The business the person works in (the host's client). */
  clientId: number;
}

/** The field messages of a refused save (ErrorBody, read by apiFailureOf), when it has any. */
function apiFields(error: unknown): Record<string, string> | undefined {
  const fields = apiFailureOf(error)?.fields ?? {};
  return Object.keys(fields).length > 0 ? fields : undefined;
}

const formOf = (profile: Profile): ProfileForm => ({ name: profile.name, language: profile.language });

function ProfileFormView({ clientId, profile }: { clientId: number; profile: Profile }) {
  const { t, i18n } = useTranslation(['manage', 'errors']);
  const toast = useToast();
  const [save] = useSaveProfileMutation();
  const emailId = useId();

  async function submit(values: ProfileForm, helpers: FormikHelpers<ProfileForm>) {
    const cast = profileSchema.validateSync(values);
    try {
      const saved = await save({ clientId, name: cast.name, language: cast.language }).unwrap();
      helpers.resetForm({ values: formOf(saved) });
      if (i18n.language !== saved.language) await i18n.changeLanguage(saved.language);
      // `t` was bound before the switch: say it in the language just chosen.
      toast.success(t('manage:profile.saved', { lng: saved.language }));
    } catch (error) {
      const fields = apiFields(error);
      if (fields) {
        helpers.setErrors(fields);
        helpers.setTouched(Object.fromEntries(Object.keys(fields).map((k) => [k, true])), false);
      }
      const network = isNetworkError(error as ScreenError);
      toast.error(network ? t('errors:network') : fields ? t('manage:profile.invalid') : t('manage:profile.saveFailed'));
    }
  }

  return (
    <Formik<ProfileForm> initialValues={formOf(profile)} validationSchema={profileSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate className="vp-profile__form" aria-labelledby="vp-title">
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
          <SubmitRow
            className="vp-profile__actions"
            busy={isSubmitting}
            label={t('manage:profile.save')}
            busyLabel={t('manage:profile.saving')}
          />
        </Form>
      )}
    </Formik>
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
