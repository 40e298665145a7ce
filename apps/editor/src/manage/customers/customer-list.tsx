// The Customers screen's directory: the filter bar (search by name, e-mail or phone; what kind of customer;
// the order) over the table of customers, a page at a time. The name opens the customer.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCustomersInfiniteQuery } from '@vitrina/api-client/back-office';
import type { CustomerSummary } from '@vitrina/api-client/back-office';
import { FilteredList, rowsOf, useListFilter } from '../kit/index.js';
import { ScreenFrame } from '../screen-frame.js';
import { RecordTable, moneyColumn, openColumn } from '../record-columns.js';
import { useBusinessDates } from '../../app/business-dates.js';
import { customerChoices } from './customer-filters.js';
import type { CustomerFilterValues } from './customer-filters.js';
import { customerPaths } from './customer-paths.js';
import { ExportButtons } from './customer-export.js';
import { CustomerImport } from './customer-import.js';

export interface CustomerListProps {
  clientId: number;
  /** The business's currency (ISO 4217). */
  currency: string;
  /** Owners and managers see money and every customer; an employee their appointments' customers. */
  money: boolean;
}

export const customerName = (c: Pick<CustomerSummary, 'first_name' | 'last_name'>) => [c.first_name, c.last_name].filter(Boolean).join(' ');

export function CustomerList({ clientId, currency, money }: CustomerListProps) {
  const { t } = useTranslation(['manage']);
  const dates = useBusinessDates();
  const navigate = useNavigate();
  const listRef = useRef<HTMLDivElement>(null);
  const filter = useListFilter<CustomerFilterValues>({ filter: 'all', sort: 'activity', q: '' }, ['sort']);
  // Customers change on other screens (a checkout, a booking): each visit of the list asks again.
  const list = useCustomersInfiniteQuery({ clientId, ...filter.value }, { refetchOnMountOrArgChange: true });
  type Row = CustomerSummary & { currency: string };
  const rows: Row[] = rowsOf(list.data, (page) => page.customers).map((c) => ({ ...c, currency }));

  return (
    <ScreenFrame
      titleId="vcu-title"
      title={t('manage:customers.title')}
      intro={money ? t('manage:customers.intro') : t('manage:customers.staffIntro')}
      className="vo-orders vcu-customers"
    >
      {money ? (
        <div className="vcu-tools">
          <ExportButtons clientId={clientId} />
          <CustomerImport clientId={clientId} />
        </div>
      ) : null}
      <FilteredList
        section="customers"
        filter={filter}
        choices={customerChoices(t, money)}
        query={list}
        items={rows}
        className="vo-list"
        moreClassName="vo-more"
        boxRef={listRef}
      >
        {(customers) => (
          <RecordTable
            rows={customers}
            kind="customer"
            label={t('manage:customers.list')}
            columns={[
              openColumn(
                t('manage:customers.columns.name'),
                (c: Row) => void navigate(customerPaths.of(c.id)),
                (c) => t('manage:customers.open', { name: customerName(c) || c.email }),
                (c) => customerName(c) || t('manage:customers.noName'),
              ),
              { header: t('manage:customers.columns.email'), className: 'vo-table__email', cell: (c) => c.email },
              { header: t('manage:customers.columns.phone'), cell: (c) => c.phone || '—' },
              { header: t('manage:customers.columns.lastActivity'), cell: (c) => dates.date(c.last_activity_at) },
              ...(money
                ? [
                    moneyColumn(t('manage:customers.columns.spent'), (c: Row) => c.total_spent),
                    {
                      header: t('manage:customers.columns.visits'),
                      cell: (c: Row) => (
                        <>
                          {c.visits}
                          {c.owes ? <span className="vo-badge vcu-owes">{t('manage:customers.owes')}</span> : null}
                        </>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </FilteredList>
    </ScreenFrame>
  );
}
