// "Add a location" / "Edit {name}": the §3 location fields in a dialog, checked with the API's own schema
// (validation's locationSchema), so the field messages read the same from either side. The state field is a
// select of US states for a US location and a "Province" text field elsewhere. A refused save keeps what
// was typed and shows the API's field messages (the kit's ResourceDialogForm).
import { useFormikContext } from 'formik';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateOwnerLocationMutation, useUpdateOwnerLocationMutation } from '@vitrina/api-client/back-office';
import type { OwnerLocation, OwnerLocationInput } from '@vitrina/api-client/back-office';
import { Button, CheckboxField, Modal, SelectField, TextField } from '@vitrina/ui-kit';
import { locationSchema } from '@vitrina/validation';
import { ResourceDialogForm } from '../kit/index.js';
import { US_STATE_OPTIONS, countryOptions, localeOf } from './address-options.js';
import { LOCATION_REFUSALS } from './location-refusals.js';

export interface LocationDialogProps {
  clientId: number;
  /** The location to edit; null adds one. */
  location: OwnerLocation | null;
  onClose: () => void;
  onSaved: (location: OwnerLocation) => void;
}

type FormValues = Required<OwnerLocationInput>;

const EMPTY: FormValues = {
  name: '',
  country: 'US',
  address1: '',
  address2: '',
  city: '',
  state: '',
  postalCode: '',
  phone: '',
  active: true,
};

const valuesOf = (l: OwnerLocation | null): FormValues =>
  l
    ? {
        name: l.name,
        country: l.country,
        address1: l.address1,
        address2: l.address2,
        city: l.city,
        state: l.state,
        postalCode: l.postalCode,
        phone: l.phone,
        active: l.active,
      }
    : EMPTY;

/** A state of one country means nothing in another: moving between US and elsewhere empties the field. */
function ClearStateOnCountryChange() {
  const { values, setFieldValue } = useFormikContext<FormValues>();
  const isUs = values.country.toUpperCase() === 'US';
  const wasUs = useRef(isUs);
  useEffect(() => {
    if (wasUs.current !== isUs) void setFieldValue('state', '', false);
    wasUs.current = isUs;
  }, [isUs, setFieldValue]);
  return null;
}

export function LocationDialog({ clientId, location, onClose, onSaved }: LocationDialogProps) {
  const { t, i18n } = useTranslation(['manage']);
  const locale = localeOf(i18n.language);
  const formId = useId();
  const [create] = useCreateOwnerLocationMutation();
  const [update] = useUpdateOwnerLocationMutation();

  return (
    <ResourceDialogForm<FormValues, FormValues, OwnerLocation>
      initialValues={valuesOf(location)}
      inputOf={(values) => values}
      schema={locationSchema}
      save={(values) => (location ? update({ clientId, locationId: location.id, ...values }) : create({ clientId, ...values })).unwrap()}
      onSaved={onSaved}
      refusals={LOCATION_REFUSALS}
      notice={{ className: 'vl-notice vl-notice--failed', role: 'alert' }}
      id={formId}
      className="vl-form"
      frame={(form, { isSubmitting }) => (
        <Modal
          open
          onClose={onClose}
          title={location ? t('manage:locations.editTitle', { name: location.name }) : t('manage:locations.addTitle')}
          actions={
            <Button type="submit" form={formId} variant="primary" loading={isSubmitting}>
              {isSubmitting ? t('manage:locations.form.saving') : t('manage:locations.form.save')}
            </Button>
          }
        >
          {form}
        </Modal>
      )}
    >
      {({ values }) => {
        const us = values.country.toUpperCase() === 'US';
        return (
          <>
            <TextField name="name" label={t('manage:locations.form.name')} required maxLength={120} autoComplete="off" />
            <SelectField name="country" label={t('manage:locations.form.country')} required options={countryOptions(locale)} />
            <ClearStateOnCountryChange />
            <TextField name="address1" label={t('manage:locations.form.address1')} required autoComplete="off" />
            <TextField name="address2" label={t('manage:locations.form.address2')} autoComplete="off" />
            <div className="vl-form__row">
              <TextField name="city" label={t('manage:locations.form.city')} required autoComplete="off" />
              {us ? (
                <SelectField name="state" label={t('manage:locations.form.state')} required options={US_STATE_OPTIONS} />
              ) : (
                <TextField name="state" label={t('manage:locations.form.province')} required autoComplete="off" />
              )}
              <TextField name="postalCode" label={t('manage:locations.form.postalCode')} required autoComplete="off" />
            </div>
            <TextField name="phone" type="tel" label={t('manage:locations.form.phone')} autoComplete="off" />
            {location ? <CheckboxField name="active" label={t('manage:locations.form.active')} /> : null}
          </>
        );
      }}
    </ResourceDialogForm>
  );
}
