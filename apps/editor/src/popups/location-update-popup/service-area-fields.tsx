// Where a mobile business travels (spec §3 Service area: ZIP code, country, city, radius; shown in the business's unit, stored in miles). The
// ZIP code and radius are also the client record's (mobile_home_zip, mobile_home_zip_radius): the save
// carries them as `client_settings`.
import { useTranslation } from 'react-i18next';
import type { DistanceUnit } from '@vitrina/core-model';
import { SelectField, TextField } from '@vitrina/ui-kit';
import { useCountryOptions } from './address-fields.js';

export function ServiceAreaFields({ enabled, unit }: { enabled: boolean; unit: DistanceUnit }) {
  const { t } = useTranslation(['editor']);
  const countries = useCountryOptions();
  return (
    <fieldset className="ve-popup-group">
      <legend>{t('editor:popups.locationUpdate.serviceArea')}</legend>
      {enabled ? (
        <>
          <TextField name="area.zipCode" label={t('editor:popups.locationUpdate.zipCode')} required />
          <SelectField name="area.country" label={t('editor:popups.locationUpdate.country')} options={countries} required />
          <TextField name="area.city" label={t('editor:popups.locationUpdate.city')} />
          <TextField
            name="area.radiusMiles"
            label={unit === 'km' ? t('editor:popups.locationUpdate.radiusKm') : t('editor:popups.locationUpdate.radius')}
            hint={unit === 'km' ? t('editor:popups.locationUpdate.radiusKmHint') : t('editor:popups.locationUpdate.radiusHint')}
            numeric
            required
          />
        </>
      ) : (
        <p className="ve-popup-form__note">{t('editor:popups.locationUpdate.serviceAreaOff')}</p>
      )}
    </fieldset>
  );
}
