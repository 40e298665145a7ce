// Update location (spec §2 "Editor popups: location update"): the address of a place of the location
// section (locationSchema), a new place, and the mobile service area (serviceAreaSchema). Opened from the
// location popup (with its section) or as a panel popup (the page's location section is found by name).
import { useFormikContext } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { distanceInUnit, distanceUnitOf, milesFromUnit } from '@vitrina/core-model';
import type { LocationInfo } from '@vitrina/core-model';
import { Modal, SelectField } from '@vitrina/ui-kit';
import { locationSchema, serviceAreaSchema } from '@vitrina/validation';
import { PopupForm } from '../shared/popup-form.js';
import { useSectionPopup } from '../shared/use-section-popup.js';
import { updateClientSettings } from '../../store/editor-slice.js';
import { clientSettingsOf } from '../../store/save-draft.js';
import { useEditorDispatch } from '../../store/hooks.js';
import type { PopupProps } from '../popup-contract.js';
import { AddressFields } from './address-fields.js';
import { ServiceAreaFields } from './service-area-fields.js';
import { addressValues, applyLocationUpdate, locationUpdateValues, physicalIndexes } from './location-update-values.js';
import type { LocationUpdateValues } from './location-update-values.js';

const schemaFor = (withArea: boolean) =>
  object({
    target: string().default('new'),
    // Addresses are checked unless the owner leaves them alone (a mobile or virtual business).
    address: object().when('target', ([target]: unknown[], schema) => (target === 'none' ? schema : locationSchema)),
    area: withArea ? serviceAreaSchema : object(),
  });

/** Choosing another place fills the address fields with its address. */
function TargetSync({ entries, country }: { entries: readonly LocationInfo[]; country: string }) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<LocationUpdateValues>();
  const previous = useRef(values.target);
  useEffect(() => {
    if (previous.current === values.target) return;
    previous.current = values.target;
    const entry = values.target === 'new' || values.target === 'none' ? undefined : entries[Number(values.target)];
    void setFieldValue('address', addressValues(entry, country), false);
    void setFieldTouched('address', false, false);
  }, [values.target, entries, country, setFieldValue, setFieldTouched]);
  return null;
}

export function LocationUpdatePopup({ sectionIndex, onClose }: PopupProps) {
  const { t } = useTranslation(['editor']);
  const dispatch = useEditorDispatch();
  const { section, site, apply } = useSectionPopup(sectionIndex, 'location');
  const entries = useMemo(() => section?.locationinfo ?? [], [section]);
  const withArea = entries.some((e) => e.is_mobile);
  const schema = useMemo(() => schemaFor(withArea), [withArea]);
  const title = t('editor:popups.locationUpdate.title');

  if (!section || !site) {
    return (
      <Modal open onClose={onClose} title={title} size="small">
        <p>{t('editor:popups.locationUpdate.noSection')}</p>
      </Modal>
    );
  }
  const country = site.client.country.country_code ?? '';
  const places = physicalIndexes(entries);
  const targets = [
    ...places.map((i, n) => ({
      value: `${i}`,
      label: entries[i]?.name.trim() || t('editor:popups.locationUpdate.unnamed', { position: n + 1 }),
    })),
    { value: 'new', label: t('editor:popups.locationUpdate.newLocation') },
    ...(places.length === 0 ? [{ value: 'none', label: t('editor:popups.locationUpdate.noAddress') }] : []),
  ];

  return (
    <PopupForm<LocationUpdateValues>
      title={title}
      schema={schema}
      size="large"
      initialValues={locationUpdateValues(entries, site.client)}
      onApply={(values) => {
        apply({ locationinfo: applyLocationUpdate(entries, values, withArea) });
        // Against the settings as a save carries them (no radius yet reads as the default 50 miles). The
        // field is in the business's unit; the client record keeps miles.
        const current = clientSettingsOf(site.client);
        const unit = distanceUnitOf(country);
        const typed = Number(values.area.radiusMiles);
        const changed = typed !== distanceInUnit(current.mobileHomeZipRadius, unit);
        if (withArea && (values.area.zipCode !== current.mobileHomeZip || changed)) {
          const radius = changed ? milesFromUnit(typed, unit) : current.mobileHomeZipRadius;
          dispatch(updateClientSettings({ mobile_home_zip: values.area.zipCode || null, mobile_home_zip_radius: radius }));
        }
      }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <TargetSync entries={entries} country={country} />
          <SelectField name="target" label={t('editor:popups.locationUpdate.target')} options={targets} placeholder={false} />
          {form.values.target === 'none' ? null : <AddressFields />}
          <ServiceAreaFields enabled={withArea} unit={distanceUnitOf(country)} />
        </>
      )}
    </PopupForm>
  );
}
