// How a mobile business shows its service area (main_site_variables.mobile_only_display_map: map, city or
// country). An option whose set-up is missing is disabled and explained with the message of spec §5.
import { useField } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MobileLocationDisplay } from '@vitrina/core-model';
import type { ValidationMessageKey } from '@vitrina/validation';

const LABELS = {
  map: 'editor:popups.location.displayMap',
  city: 'editor:popups.location.displayCity',
  country: 'editor:popups.location.displayCountry',
} as const;

function DisplayRadio({ option, disabled, describedBy }: { option: MobileLocationDisplay; disabled: boolean; describedBy?: string }) {
  const { t } = useTranslation(['editor']);
  const [field] = useField({ name: 'display', type: 'radio', value: option });
  const id = `${useId()}-${option}`;
  return (
    <div className="ve-popup-radio">
      <input {...field} id={id} type="radio" disabled={disabled} aria-describedby={describedBy} />
      <label htmlFor={id}>{t(LABELS[option])}</label>
    </div>
  );
}

export interface DisplayOptionsProps {
  /** Set-up message per option; null when the option may be used. */
  setup: Record<MobileLocationDisplay, ValidationMessageKey | null>;
  /** The mobile service area is on (otherwise nothing is shown, so nothing to choose). */
  enabled: boolean;
}

export function DisplayOptions({ setup, enabled }: DisplayOptionsProps) {
  const { t } = useTranslation(['editor', 'validation']);
  const messageId = useId();
  const hintId = useId();
  const message = Object.values(setup).find((m) => m !== null) ?? null;
  const options = Object.keys(LABELS) as MobileLocationDisplay[];

  return (
    <fieldset className="ve-popup-group" disabled={!enabled} aria-describedby={enabled ? undefined : hintId}>
      <legend>{t('editor:popups.location.display')}</legend>
      {options.map((option) => (
        <DisplayRadio key={option} option={option} disabled={setup[option] !== null} describedBy={setup[option] ? messageId : undefined} />
      ))}
      {message ? (
        <p id={messageId} className="ve-popup-form__note">
          {t(message)}
        </p>
      ) : null}
      {enabled ? null : (
        <p id={hintId} className="ve-popup-form__note">
          {t('editor:popups.location.displayHint')}
        </p>
      )}
    </fieldset>
  );
}
