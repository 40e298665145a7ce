// A customer's contact details and private note: the owners' and managers' form (checked with the API's own
// schema, createCustomerSchema with the business's phone rule; the server's 409 email_taken lands on the
// e-mail), or the details as text for an employee, who may not change them.
import { useTranslation } from 'react-i18next';
import { useChangeCustomerMutation } from '@vitrina/api-client/back-office';
import type { CustomerChangeBody, CustomerRecord } from '@vitrina/api-client/back-office';
import { TextField } from '@vitrina/ui-kit';
import {
  CUSTOMER_EMAIL_MAX_LENGTH,
  CUSTOMER_NAME_MAX_LENGTH,
  CUSTOMER_NOTE_MAX_LENGTH,
  CUSTOMER_PHONE_MAX_LENGTH,
  createCustomerSchema,
} from '@vitrina/validation';
import { ParagraphsField, ResourceForm } from '../kit/index.js';
import { TitledSection } from '../titled-section.js';

interface ContactValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  note: string;
}

const valuesOf = (c: CustomerRecord): ContactValues => ({
  first_name: c.first_name,
  last_name: c.last_name,
  email: c.email,
  phone: c.phone,
  note: c.note,
});

export interface CustomerContactProps {
  clientId: number;
  customer: CustomerRecord;
  /** The business's country (two-letter code): whose phone rule applies. */
  country: string | undefined;
}

export function CustomerContact({ clientId, customer, country }: CustomerContactProps) {
  const { t } = useTranslation(['manage', 'errors']);
  const [change] = useChangeCustomerMutation();
  const title = t('manage:customers.contact.title');
  if (!customer.editable) {
    return (
      <TitledSection block="vcu-section" titleId="vcu-contact" title={title} intro={t('manage:customers.contact.readOnly')}>
        <dl className="vcu-facts">
          <dt>{t('manage:customers.contact.email')}</dt>
          <dd>{customer.email}</dd>
          <dt>{t('manage:customers.contact.phone')}</dt>
          <dd>{customer.phone || '—'}</dd>
        </dl>
      </TitledSection>
    );
  }
  const schema = createCustomerSchema({ country });
  return (
    <TitledSection block="vcu-section" titleId="vcu-contact" title={title}>
      <ResourceForm<CustomerRecord, ContactValues, CustomerChangeBody>
        record={customer}
        valuesOf={valuesOf}
        empty={() => valuesOf(customer)}
        inputOf={(values) => values}
        schema={schema}
        save={(input) => change({ clientId, customerId: customer.id, body: schema.validateSync(input) }).unwrap()}
        texts={{
          saved: 'manage:customers.contact.saved',
          refusals: {
            fields: 'manage:customers.contact.invalid',
            slugTaken: 'manage:customers.contact.saveFailed',
            freemium: 'manage:customers.contact.saveFailed',
            network: 'errors:network',
            other: 'manage:customers.contact.saveFailed',
            codes: { email_taken: 'manage:customers.errors.emailTaken' },
          },
        }}
        submitRow={{
          className: 'vcu-form__actions',
          label: t('manage:customers.contact.save'),
          busyLabel: t('manage:customers.contact.saving'),
        }}
        guardLeave
        className="vcu-form"
        labelledBy="vcu-contact"
      >
        {() => (
          <>
            <div className="vcu-form__row">
              <TextField
                name="first_name"
                label={t('manage:customers.contact.firstName')}
                required
                maxLength={CUSTOMER_NAME_MAX_LENGTH}
                autoComplete="off"
              />
              <TextField
                name="last_name"
                label={t('manage:customers.contact.lastName')}
                maxLength={CUSTOMER_NAME_MAX_LENGTH}
                autoComplete="off"
              />
            </div>
            <div className="vcu-form__row">
              <TextField
                name="email"
                type="email"
                label={t('manage:customers.contact.email')}
                required
                maxLength={CUSTOMER_EMAIL_MAX_LENGTH}
                autoComplete="off"
              />
              <TextField
                name="phone"
                type="tel"
                label={t('manage:customers.contact.phone')}
                maxLength={CUSTOMER_PHONE_MAX_LENGTH}
                autoComplete="off"
              />
            </div>
            <ParagraphsField
              name="note"
              label={t('manage:customers.contact.note')}
              hint={t('manage:customers.contact.noteHint')}
              maxLength={CUSTOMER_NOTE_MAX_LENGTH}
            />
          </>
        )}
      </ResourceForm>
    </TitledSection>
  );
}
