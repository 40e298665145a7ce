// "Service areas" (spec §3; §9 default radius 50 miles): where mobile appointments may be held. The list
// says how an address is accepted (within the radius of a US zip code, or the same city abroad); the add
// form is checked with the API's own schema (validation's ownerServiceAreaSchema), on the kit's ResourceDialogForm.
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateServiceAreaMutation, useDeleteServiceAreaMutation, useOwnerServiceAreasQuery } from '@vitrina/api-client/back-office';
import type { OwnerServiceArea } from '@vitrina/api-client/back-office';
import { SelectField, TextField } from '@vitrina/ui-kit';
import { ownerServiceAreaSchema } from '@vitrina/validation';
import type { HeldAsText, OwnerServiceAreaInput } from '@vitrina/validation';
import { DEFAULT_SERVICE_RADIUS_MILES, distanceInUnit, distanceUnitOf, milesFromUnit } from '@vitrina/core-model';
import type { DistanceUnit } from '@vitrina/core-model';
import { formatDistance } from '@vitrina/i18n';
import { BackOfficeSessionContext } from '../../entry/editor-session.js';
import { DataTable, ResourceDialogForm, ResourceList, actionsColumn, refusalTextOf, sectionTexts } from '../kit/index.js';
import { LOAD_KEYS } from '../record-screen.js';
import { StatusNotice } from '../screen-frame.js';
import type { ScreenNotice } from '../screen-frame.js';
import { TitledSection } from '../titled-section.js';
import { countryName, countryOptions, localeOf } from './address-options.js';
import { LOCATION_REFUSALS } from './location-refusals.js';

/** The area the API takes (validation's OwnerServiceAreaInput), the radius as typed in the business's unit. */
type AreaValues = HeldAsText<OwnerServiceAreaInput, 'radiusMiles'>;

/** The form's radius is in the business's unit (issue 26); the API and its schema take miles. */
function inMiles(values: AreaValues, unit: DistanceUnit): AreaValues {
  const typed = values.radiusMiles.trim().replace(',', '.');
  if (unit === 'mi' || !typed || !Number.isFinite(Number(typed))) return values;
  return { ...values, radiusMiles: String(milesFromUnit(Number(typed), unit)) };
}

/** A radius typed in kilometres is refused in kilometres. */
const KM_MESSAGES = { radiusMiles: 'validation:invalid.areaRadiusKm' };

export function ServiceAreas({ clientId }: { clientId: number }) {
  const { t, i18n } = useTranslation(['manage', 'errors']);
  const locale = localeOf(i18n.language);
  const list = useOwnerServiceAreasQuery({ clientId }, { refetchOnMountOrArgChange: true });
  const [create] = useCreateServiceAreaMutation();
  const [remove] = useDeleteServiceAreaMutation();
  const [notice, setNotice] = useState<ScreenNotice>(null);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const areas = list.data ?? [];
  const country = useContext(BackOfficeSessionContext)?.site.client.country?.country_code;
  const unit = distanceUnitOf(country);
  // A new area is in the business's own country, its radius the §9 default in the business's unit (issue 26).
  const empty: AreaValues = {
    zipCode: '',
    country: country?.trim().toUpperCase() || 'US',
    city: '',
    radiusMiles: String(distanceInUnit(DEFAULT_SERVICE_RADIUS_MILES, unit)),
  };

  async function removeArea(area: OwnerServiceArea) {
    setRemovingId(area.id);
    setNotice(null);
    try {
      await remove({ clientId, areaId: area.id }).unwrap();
      setNotice({ text: t('manage:locations.areas.removed', { zip: area.zipCode }), failed: false });
    } catch (error) {
      setNotice({ text: t(refusalTextOf(error, LOCATION_REFUSALS).key), failed: true });
    } finally {
      setRemovingId(null);
    }
  }

  // The areas as a table; no box of their own (the panel holds the heading, the notice and the form too).
  const table = (
    <ResourceList
      query={list}
      items={areas}
      texts={{ ...sectionTexts(t, 'locations', LOAD_KEYS), empty: t('manage:locations.areas.none') }}
    >
      {(rows) => (
        <DataTable
          rows={rows}
          rowKey={(a) => a.id}
          rowData={(a) => ({ 'data-zip': a.zipCode })}
          labelledBy="vl-areas-title"
          columns={[
            { header: t('manage:locations.areas.zipCode'), rowHeader: true, cell: (a) => a.zipCode },
            { header: t('manage:locations.areas.city'), cell: (a) => a.city || <span className="vl-muted">—</span> },
            { header: t('manage:locations.areas.country'), cell: (a) => countryName(a.country, locale) },
            {
              header: unit === 'km' ? t('manage:locations.areas.radiusKm') : t('manage:locations.areas.radius'),
              cell: (a) => formatDistance(a.radiusMiles, country, locale),
            },
            {
              header: t('manage:locations.areas.how'),
              cell: (a) => (a.located ? t('manage:locations.areas.byRadius') : t('manage:locations.areas.byCity')),
            },
            actionsColumn(t('manage:locations.actions'), 'vl-actions', (a: OwnerServiceArea) => [
              {
                label: t('manage:locations.areas.remove'),
                name: t('manage:locations.areas.removeOf', { zip: a.zipCode }),
                onClick: () => void removeArea(a),
                loading: removingId === a.id,
              },
            ]),
          ]}
        />
      )}
    </ResourceList>
  );

  return (
    <TitledSection
      block="vl-panel"
      titleId="vl-areas-title"
      title={t('manage:locations.areas.title')}
      intro={t('manage:locations.areas.intro')}
    >
      <StatusNotice className="vl-notice" notice={notice} />
      {table}
      <h3 id="vl-area-add-title" className="vl-panel__subtitle">
        {t('manage:locations.areas.addTitle')}
      </h3>
      <ResourceDialogForm<AreaValues, AreaValues, OwnerServiceArea>
        submitRow={{
          className: 'vl-area-form__actions',
          label: t('manage:locations.areas.add'),
          busyLabel: t('manage:locations.areas.adding'),
        }}
        initialValues={empty}
        inputOf={(values) => inMiles(values, unit)}
        schema={ownerServiceAreaSchema}
        messages={unit === 'km' ? KM_MESSAGES : {}}
        save={(area) => {
          setNotice(null);
          return create({ clientId, ...area }).unwrap();
        }}
        onSaved={(area) => setNotice({ text: t('manage:locations.areas.added', { zip: area.zipCode }), failed: false })}
        resetOnSave
        refusals={LOCATION_REFUSALS}
        notice={{ onRefused: (text) => setNotice({ text, failed: true }) }}
        className="vl-area-form"
        labelledBy="vl-area-add-title"
      >
        {() => (
          <>
            <TextField name="zipCode" label={t('manage:locations.areas.zipCode')} required autoComplete="off" />
            <SelectField name="country" label={t('manage:locations.areas.country')} required options={countryOptions(locale)} />
            <TextField
              name="city"
              label={t('manage:locations.areas.city')}
              hint={t('manage:locations.areas.cityHint')}
              autoComplete="off"
            />
            <TextField
              name="radiusMiles"
              label={unit === 'km' ? t('manage:locations.areas.radiusKm') : t('manage:locations.areas.radius')}
              hint={unit === 'km' ? t('manage:locations.areas.radiusKmHint') : t('manage:locations.areas.radiusHint')}
              inputMode="decimal"
              autoComplete="off"
            />
          </>
        )}
      </ResourceDialogForm>
    </TitledSection>
  );
}
