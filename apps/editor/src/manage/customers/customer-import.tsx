// The Customers screen's CSV import (issue 30): the owner picks a file, the server checks every row with the
// edit form's own rules (validation's createCustomerSchema) and answers a preview — new, to update, refused,
// each refused field's message in the reader's language — and only a file without a refused row can be
// imported, all of it in one transaction. Nothing is written before "Import".
import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFailureOf } from '@vitrina/api-client';
import { useImportCustomersMutation, usePreviewCustomerImportMutation } from '@vitrina/api-client/back-office';
import type { CustomerImportPreview, CustomerImportRow } from '@vitrina/api-client/back-office';
import { Button, useToast } from '@vitrina/ui-kit';
import { DataTable } from '../kit/index.js';

const REFUSALS = ['import_unreadable', 'import_no_email', 'import_too_many', 'import_empty', 'import_invalid'] as const;
type Refusal = (typeof REFUSALS)[number];
const isRefusal = (code: string | null | undefined): code is Refusal => REFUSALS.includes(code as Refusal);

const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'note'] as const;

export function CustomerImport({ clientId }: { clientId: number }) {
  const { t } = useTranslation(['manage', 'validation']);
  // Row errors are i18n keys of two namespaces (validation's field messages, the import's duplicate).
  const say = t as unknown as (key: string) => string;
  const toast = useToast();
  const fileId = useId();
  const [preview, { isLoading: checking }] = usePreviewCustomerImportMutation();
  const [commit, { isLoading: importing }] = useImportCustomersMutation();
  const [file, setFile] = useState<{ csv: string; preview: CustomerImportPreview } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const refusalText = (error: unknown) => {
    const code = apiFailureOf(error)?.code;
    return isRefusal(code) ? t(`manage:customers.import.refusals.${code}`) : t('manage:customers.import.failed');
  };

  async function check(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    setFile(null);
    setNotice(null);
    if (!picked) return;
    try {
      const csv = await picked.text();
      setFile({ csv, preview: await preview({ clientId, csv }).unwrap() });
    } catch (error) {
      setNotice(refusalText(error));
    }
  }

  async function importAll() {
    if (!file) return;
    try {
      const done = await commit({ clientId, csv: file.csv }).unwrap();
      toast.success(t('manage:customers.import.done', { created: done.created, updated: done.updated }));
      setFile(null);
    } catch (error) {
      setNotice(refusalText(error));
    }
  }

  const rows = file?.preview.rows.map((row) => ({ ...row, id: row.line })) ?? [];
  const total = file ? file.preview.creates + file.preview.updates : 0;
  const errorsOf = (row: CustomerImportRow) =>
    FIELDS.filter((f) => row.errors[f])
      .map((f) => `${t(`manage:customers.import.fields.${f}`)}: ${say(row.errors[f]!)}`)
      .join(' ');

  return (
    <details className="vcu-import">
      <summary className="vcu-import__summary">{t('manage:customers.import.title')}</summary>
      <p className="vcu-section__intro">{t('manage:customers.import.intro')}</p>
      <div className="vcu-import__file">
        <label htmlFor={fileId}>{t('manage:customers.import.file')}</label>
        <input id={fileId} type="file" accept=".csv,text/csv" onChange={(e) => void check(e)} disabled={checking || importing} />
      </div>
      <div aria-live="polite">
        {checking ? <p>{t('manage:customers.import.checking')}</p> : null}
        {notice ? (
          <p className="vcu-import__notice" role="alert">
            {notice}
          </p>
        ) : null}
        {file ? (
          <p>
            {t('manage:customers.import.summary', {
              creates: file.preview.creates,
              updates: file.preview.updates,
              errors: file.preview.errors,
            })}
          </p>
        ) : null}
      </div>
      {file ? (
        <>
          <DataTable
            rows={rows}
            rowKey={(row) => row.line}
            label={t('manage:customers.import.rows')}
            look="records"
            cardLabels
            columns={[
              { header: t('manage:customers.import.line'), rowHeader: true, cell: (row) => row.line },
              { header: t('manage:customers.import.action'), cell: (row) => t(`manage:customers.import.actions.${row.action}`) },
              { header: t('manage:customers.import.fields.email'), className: 'vo-table__email', cell: (row) => row.email || '—' },
              {
                header: t('manage:customers.columns.name'),
                cell: (row) => [row.first_name, row.last_name].filter(Boolean).join(' ') || '—',
              },
              { header: t('manage:customers.import.fields.phone'), cell: (row) => row.phone || '—' },
              { header: t('manage:customers.import.errorsColumn'), cell: (row) => errorsOf(row) || '—' },
            ]}
          />
          {file.preview.errors > 0 ? (
            <p className="vcu-import__notice">{t('manage:customers.import.fixFirst')}</p>
          ) : (
            <Button type="button" loading={importing} onClick={() => void importAll()} disabled={total === 0}>
              {importing ? t('manage:customers.import.importing') : t('manage:customers.import.commit', { count: total })}
            </Button>
          )}
        </>
      ) : null}
    </details>
  );
}
