// One customer of the Customers screen (/manage/customers/{id}): at a glance (since when, total spent,
// visits), the contact details and private note (owners and managers edit them), then every record of theirs
// by kind. An employee's page holds their own appointments with the customer only.
import { useTranslation } from 'react-i18next';
import { useCustomerQuery } from '@vitrina/api-client/back-office';
import type { CustomerRecord } from '@vitrina/api-client/back-office';
import { toMinorUnits } from '@vitrina/core-model';
import { Money } from '@vitrina/ui-kit';
import { RecordScreen } from '../record-screen.js';
import { TitledSection } from '../titled-section.js';
import { useBusinessDates } from '../../app/business-dates.js';
import { CustomerContact } from './customer-contact.js';
import { CustomerPortalLink } from './customer-portal-link.js';
import { customerName } from './customer-list.js';
import { CustomerMerge } from './customer-merge.js';
import { customerPaths } from './customer-paths.js';
import {
  CustomerAppointments,
  CustomerDocuments,
  CustomerForms,
  CustomerMessages,
  CustomerOrders,
  CustomerSubscriptions,
} from './customer-sections.js';

export interface CustomerPageProps {
  clientId: number;
  customerId: number;
  /** The business's country (two-letter code): whose phone rule the form applies. */
  country: string | undefined;
}

function AtAGlance({ customer }: { customer: CustomerRecord }) {
  const { t } = useTranslation(['manage']);
  const dates = useBusinessDates();
  return (
    <TitledSection block="vcu-section" titleId="vcu-summary" title={t('manage:customers.summary')}>
      <dl className="vcu-facts vcu-facts--summary">
        <div>
          <dt>{t('manage:customers.since')}</dt>
          <dd>{dates.date(customer.created_at)}</dd>
        </div>
        {customer.scope === 'all' ? (
          <div>
            <dt>{t('manage:customers.totalSpent')}</dt>
            <dd>
              <Money cents={toMinorUnits(customer.total_spent)} currency={customer.currency} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt title={t('manage:customers.visitsHint')}>{t('manage:customers.visits')}</dt>
          <dd>{customer.visits}</dd>
        </div>
      </dl>
    </TitledSection>
  );
}

/** The contact details as one string: the form's key, so details changed elsewhere restart it. */
const contactKey = (c: CustomerRecord) => JSON.stringify([c.first_name, c.last_name, c.email, c.phone, c.note]);

function CustomerView({ clientId, customer, country }: { clientId: number; customer: CustomerRecord; country: string | undefined }) {
  return (
    <div className="vcu-record">
      <AtAGlance customer={customer} />
      {customer.editable ? <CustomerMerge clientId={clientId} customer={customer} /> : null}
      {/* A merge or its undo changes the details on the server: the form starts again from them. */}
      <CustomerContact key={contactKey(customer)} clientId={clientId} customer={customer} country={country} />
      {customer.editable ? <CustomerPortalLink clientId={clientId} customer={customer} /> : null}
      {customer.scope === 'all' ? <CustomerOrders customer={customer} /> : null}
      <CustomerAppointments customer={customer} />
      {customer.scope === 'all' ? (
        <>
          <CustomerDocuments customer={customer} />
          <CustomerSubscriptions customer={customer} />
          <CustomerForms customer={customer} />
          <CustomerMessages customer={customer} />
        </>
      ) : null}
    </div>
  );
}

export function CustomerPage({ clientId, customerId, country }: CustomerPageProps) {
  const { t } = useTranslation(['manage']);
  const query = useCustomerQuery({ clientId, customerId }, { refetchOnMountOrArgChange: true });
  const customer = query.data;
  const title = customer ? customerName(customer) || customer.email : t('manage:customers.title');
  return (
    <RecordScreen
      titleId="vcu-title"
      title={title}
      intro={customer ? customer.email : ''}
      className="vo-orders vcu-customers"
      backTo={customerPaths.list}
      texts={{
        back: t('manage:customers.back'),
        loading: t('manage:customers.recordLoading'),
        notFound: t('manage:customers.notFound'),
        loadFailed: t('manage:customers.recordFailed'),
        retry: t('manage:customers.retry'),
      }}
      form={customer ? <CustomerView clientId={clientId} customer={customer} country={country} /> : null}
      loading={query.isLoading || query.isFetching}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}
