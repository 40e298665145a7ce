// The sections of a customer's record, each a table of its own under its heading: orders, bookings (coming
// and past), quotes and invoices with their balances, subscriptions, form answers with their files, and the
// messages sent to them. A row opens its record on the screen that owns it (customer-paths.ts).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CustomerRecord } from '@vitrina/api-client/back-office';
import { DataTable } from '../kit/index.js';
import type { DataColumn } from '../kit/index.js';
import { moneyColumn } from '../record-columns.js';
import { TitledSection } from '../titled-section.js';
import { useBusinessDates } from '../../app/business-dates.js';
import { appointmentLink, formAnswerLink, orderLink, quoteLink } from './customer-paths.js';

type Rows<K extends keyof CustomerRecord> = CustomerRecord[K] extends readonly (infer R)[] ? R : never;

interface SectionTableProps<T extends { id: number | string }> {
  id: string;
  title: string;
  empty: string;
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  children?: ReactNode;
}

/** A section: its heading, then its rows as a table, or the sentence saying there are none. */
function SectionTable<T extends { id: number | string }>({ id, title, empty, rows, columns }: SectionTableProps<T>) {
  return (
    <TitledSection block="vcu-section" titleId={id} title={title}>
      {rows.length === 0 ? (
        <p className="vcu-section__empty">{empty}</p>
      ) : (
        <DataTable rows={rows} rowKey={(row) => row.id} labelledBy={id} look="records" cardLabels columns={columns} />
      )}
    </TitledSection>
  );
}

/** The cell that opens a record on its own screen. */
const open = (to: string, label: string, text: string) => (
  <Link to={to} className="vo-table__open" aria-label={label}>
    {text}
  </Link>
);

export function CustomerOrders({ customer }: { customer: CustomerRecord }) {
  const { t } = useTranslation(['manage']);
  const dates = useBusinessDates();
  return (
    <SectionTable<Rows<'orders'>>
      id="vcu-orders"
      title={t('manage:customers.orders.title')}
      empty={t('manage:customers.orders.empty')}
      rows={customer.orders}
      columns={[
        {
          header: t('manage:customers.orders.number'),
          rowHeader: true,
          cell: (o) =>
            open(
              orderLink(o.id),
              t('manage:customers.orders.open', { number: o.order_number ?? '—' }),
              o.order_number ? `#${o.order_number}` : t('manage:customers.orders.notPlaced'),
            ),
        },
        { header: t('manage:customers.orders.date'), cell: (o) => dates.dateTime(o.dated) },
        { header: t('manage:customers.orders.state'), cell: (o) => t(`manage:orders.statuses.${o.state}`) },
        moneyColumn(t('manage:customers.orders.total'), (o: Rows<'orders'>) => o.total),
      ]}
    />
  );
}

export function CustomerAppointments({ customer, now = new Date() }: { customer: CustomerRecord; now?: Date }) {
  const { t } = useTranslation(['manage']);
  const dates = useBusinessDates();
  const rows = customer.appointments.map((a) => ({ ...a, currency: customer.currency }));
  type Row = (typeof rows)[number];
  const coming = rows.filter((a) => new Date(a.starts_at) >= now).reverse();
  const past = rows.filter((a) => new Date(a.starts_at) < now);
  const columns: DataColumn<Row>[] = [
    {
      header: t('manage:customers.appointments.when'),
      rowHeader: true,
      cell: (a) =>
        open(
          appointmentLink(a.id, a.starts_at, dates.timeZone),
          t('manage:customers.appointments.open', { when: dates.dateTime(a.starts_at) }),
          dates.dateTime(a.starts_at),
        ),
    },
    { header: t('manage:customers.appointments.services'), cell: (a) => a.services.join(', ') },
    { header: t('manage:customers.appointments.staff'), cell: (a) => a.staff_name },
    { header: t('manage:customers.appointments.state'), cell: (a) => t(`manage:customers.appointments.states.${a.state}`) },
    moneyColumn(t('manage:customers.appointments.total'), (a: Row) => a.total),
  ];
  return (
    <TitledSection block="vcu-section" titleId="vcu-bookings" title={t('manage:customers.appointments.title')}>
      {(
        [
          ['vcu-coming', t('manage:customers.appointments.coming'), t('manage:customers.appointments.emptyComing'), coming],
          ['vcu-past', t('manage:customers.appointments.past'), t('manage:customers.appointments.emptyPast'), past],
        ] as const
      ).map(([id, title, empty, list]) => (
        <section key={id} className="vcu-subsection" aria-labelledby={id}>
          <h3 id={id} className="vcu-subsection__title">
            {title}
          </h3>
          {list.length === 0 ? (
            <p className="vcu-section__empty">{empty}</p>
          ) : (
            <DataTable rows={list} rowKey={(row) => row.id} labelledBy={id} look="records" cardLabels columns={columns} />
          )}
        </section>
      ))}
    </TitledSection>
  );
}

export function CustomerDocuments({ customer }: { customer: CustomerRecord }) {
  const { t } = useTranslation(['manage']);
  const dates = useBusinessDates();
  type Row = Rows<'documents'>;
  return (
    <SectionTable<Row>
      id="vcu-documents"
      title={t('manage:customers.documents.title')}
      empty={t('manage:customers.documents.empty')}
      rows={customer.documents}
      columns={[
        {
          header: t('manage:customers.documents.number'),
          rowHeader: true,
          cell: (d) =>
            open(
              quoteLink(d.id),
              t('manage:customers.documents.open', { kind: t(`manage:quotes.kinds.${d.kind}`), number: d.order_number }),
              `#${d.order_number}`,
            ),
        },
        { header: t('manage:customers.documents.kind'), cell: (d) => t(`manage:quotes.kinds.${d.kind}`) },
        { header: t('manage:customers.documents.date'), cell: (d) => dates.date(d.dated) },
        { header: t('manage:customers.documents.state'), cell: (d) => t(`manage:orders.statuses.${d.state}`) },
        moneyColumn(t('manage:customers.documents.total'), (d: Row) => d.total),
        moneyColumn(t('manage:customers.documents.paid'), (d: Row) => d.paid),
        moneyColumn(t('manage:customers.documents.balance'), (d: Row) => d.balance),
      ]}
    />
  );
}

export function CustomerSubscriptions({ customer }: { customer: CustomerRecord }) {
  const { t } = useTranslation(['manage']);
  const dates = useBusinessDates();
  type Row = Rows<'subscriptions'>;
  return (
    <SectionTable<Row>
      id="vcu-subscriptions"
      title={t('manage:customers.subscriptions.title')}
      empty={t('manage:customers.subscriptions.empty')}
      rows={customer.subscriptions}
      columns={[
        {
          header: t('manage:customers.subscriptions.name'),
          rowHeader: true,
          cell: (s) => open(orderLink(s.order_id), t('manage:customers.subscriptions.openOrder', { name: s.name }), s.name),
        },
        moneyColumn(t('manage:customers.subscriptions.amount'), (s: Row) => s.amount),
        {
          header: t('manage:customers.subscriptions.recurrence'),
          cell: (s) => t(`manage:customers.subscriptions.recurrences.${s.recurrence}`),
        },
        { header: t('manage:customers.subscriptions.state'), cell: (s) => t(`manage:customers.subscriptions.states.${s.state}`) },
        { header: t('manage:customers.subscriptions.next'), cell: (s) => (s.next_charge_at ? dates.date(s.next_charge_at) : '—') },
      ]}
    />
  );
}

export function CustomerForms({ customer }: { customer: CustomerRecord }) {
  const { t } = useTranslation(['manage']);
  const dates = useBusinessDates();
  const title = t('manage:customers.forms.title');
  return (
    <TitledSection block="vcu-section" titleId="vcu-forms" title={title}>
      {customer.forms.length === 0 ? (
        <p className="vcu-section__empty">{t('manage:customers.forms.empty')}</p>
      ) : (
        <ul className="vcu-forms">
          {customer.forms.map((f) => (
            <li key={f.uuid} className="vcu-forms__item">
              {open(formAnswerLink(f.uuid), t('manage:customers.forms.open', { form: f.form_name }), f.form_name)}{' '}
              <span className="vcu-muted">{t('manage:customers.forms.answered', { date: dates.date(f.answered_at) })}</span>
              {f.files.length > 0 ? (
                <ul className="vcu-forms__files" aria-label={t('manage:customers.forms.files')}>
                  {f.files.map((file) => (
                    <li key={file.id}>{file.filename}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

export function CustomerMessages({ customer }: { customer: CustomerRecord }) {
  const { t } = useTranslation(['manage']);
  const dates = useBusinessDates();
  return (
    <SectionTable<Rows<'messages'>>
      id="vcu-messages"
      title={t('manage:customers.messages.title')}
      empty={t('manage:customers.messages.empty')}
      rows={customer.messages}
      columns={[
        { header: t('manage:customers.messages.subject'), rowHeader: true, cell: (m) => m.subject },
        { header: t('manage:customers.messages.date'), cell: (m) => dates.dateTime(m.created_at) },
        { header: t('manage:customers.messages.state'), cell: (m) => t(`manage:customers.messages.states.${m.status}`) },
      ]}
    />
  );
}
