// "Merge with another customer": the kit's dialog on a customer's page. First the owner finds the duplicate
// with the directory's own search (name, e-mail or phone digits) and picks it; then the dialog shows what the
// merge would do (the kept and the removed record, what moves, which blank fields are filled) and merges on
// "Merge". The customer whose page it is is always the one kept.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFailureOf } from '@vitrina/api-client';
import { useCustomerMergePreviewQuery, useCustomersInfiniteQuery, useMergeCustomersMutation } from '@vitrina/api-client/back-office';
import type { CustomerMerge, CustomerMergePreview, CustomerRecord, CustomerSummary } from '@vitrina/api-client/back-office';
import { CUSTOMER_MERGE_UNDO_MINUTES } from '@vitrina/api-client/contracts';
import { Button, Modal, Spinner } from '@vitrina/ui-kit';
import { FilterBar, rowsOf } from '../kit/index.js';
import { customerName } from './customer-list.js';
import './customer-merge.css';

/** The refusals the merge and its undo name, each with its sentence. */
const REFUSALS = [
  'merge_self',
  'customer_not_found',
  'already_merged',
  'read_only',
  'merge_not_found',
  'not_your_merge',
  'merge_undone',
  'merge_undo_expired',
  'merge_kept_gone',
  'merge_email_taken',
  'merge_moved_on',
] as const;
type RefusalCode = (typeof REFUSALS)[number];

/** The i18n key of a refused merge or undo: its code's own sentence, else the general one. */
export function mergeRefusalKey(error: unknown, fallback: 'mergeFailed' | 'undoFailed') {
  const code = apiFailureOf(error)?.code;
  const known = REFUSALS.includes(code as RefusalCode) ? (code as RefusalCode) : fallback;
  return `manage:customerMerge.refusals.${known}` as const;
}

const COUNT_KINDS = ['orders', 'appointments', 'documents', 'subscriptions', 'forms', 'messages', 'discount_uses'] as const;

export interface CustomerMergeDialogProps {
  clientId: number;
  /** The customer whose page it is: the one kept. */
  customer: CustomerRecord;
  onMerged: (merge: CustomerMerge, removed: CustomerSummary) => void;
  onClose: () => void;
}

function Found({ clientId, keptId, q, onPick }: { clientId: number; keptId: number; q: string; onPick: (c: CustomerSummary) => void }) {
  const { t } = useTranslation(['manage']);
  const list = useCustomersInfiniteQuery({ clientId, filter: 'all', sort: 'activity', q }, { skip: q === '' });
  if (q === '') return <p className="vcm-state">{t('manage:customerMerge.searchFirst')}</p>;
  if (list.isFetching && !list.data) return <Spinner label={t('manage:customerMerge.searching')} />;
  if (list.isError) return <p className="vcm-state">{t('manage:customerMerge.searchFailed')}</p>;
  const found = rowsOf(list.data, (page) => page.customers).filter((c) => c.id !== keptId);
  if (found.length === 0) return <p className="vcm-state">{t('manage:customerMerge.noMatch')}</p>;
  return (
    <ul className="vcm-found" aria-label={t('manage:customerMerge.results')}>
      {found.map((c) => (
        <li key={c.id}>
          <Button variant="secondary" className="vcm-found__pick" onClick={() => onPick(c)}>
            <span className="vcm-found__name">{customerName(c) || t('manage:customerMerge.noName')}</span>{' '}
            <span className="vcm-found__detail">{c.email}</span>
            {c.phone ? (
              <>
                {' '}
                <span className="vcm-found__detail">{c.phone}</span>
              </>
            ) : null}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function Preview({ preview }: { preview: CustomerMergePreview }) {
  const { t } = useTranslation(['manage']);
  const keptName = customerName(preview.kept) || preview.kept.email;
  const moves = COUNT_KINDS.filter((kind) => preview.moves[kind] > 0);
  return (
    <div className="vcm-preview">
      <dl className="vcm-pair">
        <div>
          <dt>{t('manage:customerMerge.kept')}</dt>
          <dd>
            {keptName} <span className="vcm-muted">{preview.kept.email}</span>
          </dd>
        </div>
        <div>
          <dt>{t('manage:customerMerge.removed')}</dt>
          <dd>
            {customerName(preview.removed) || t('manage:customerMerge.noName')} <span className="vcm-muted">{preview.removed.email}</span>
          </dd>
        </div>
      </dl>
      <section className="vcm-part" aria-labelledby="vcm-moves">
        <h3 id="vcm-moves">{t('manage:customerMerge.moves', { name: keptName })}</h3>
        {moves.length === 0 ? (
          <p>{t('manage:customerMerge.nothingMoves')}</p>
        ) : (
          <ul>
            {moves.map((kind) => (
              <li key={kind}>{t(`manage:customerMerge.counts.${kind}`, { count: preview.moves[kind] })}</li>
            ))}
          </ul>
        )}
      </section>
      <section className="vcm-part" aria-labelledby="vcm-fills">
        <h3 id="vcm-fills">{t('manage:customerMerge.fills', { name: keptName })}</h3>
        {preview.fills.length === 0 ? (
          <p>{t('manage:customerMerge.noFills', { name: keptName })}</p>
        ) : (
          <dl className="vcm-fills">
            {preview.fills.map((fill) => (
              <div key={fill.field}>
                <dt>{t(`manage:customerMerge.fields.${fill.field}`)}</dt>
                <dd>{fill.field === 'note' ? t('manage:customerMerge.noteJoined') : fill.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <p>{t('manage:customerMerge.emailGone', { email: preview.removed.email, name: keptName })}</p>
      <p className="vcm-muted">{t('manage:customerMerge.undoHint', { minutes: CUSTOMER_MERGE_UNDO_MINUTES })}</p>
    </div>
  );
}

export function CustomerMergeDialog({ clientId, customer, onMerged, onClose }: CustomerMergeDialogProps) {
  const { t } = useTranslation(['manage']);
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<CustomerSummary | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const preview = useCustomerMergePreviewQuery(
    { clientId, customerId: customer.id, otherId: picked?.id ?? 0 },
    { skip: picked === null, refetchOnMountOrArgChange: true },
  );
  const [merge, merging] = useMergeCustomersMutation();

  async function confirm() {
    if (!picked) return;
    setRefusal(null);
    try {
      onMerged(await merge({ clientId, customerId: customer.id, otherId: picked.id }).unwrap(), picked);
    } catch (error) {
      setRefusal(t(mergeRefusalKey(error, 'mergeFailed')));
    }
  }

  const ready = picked !== null && preview.data !== undefined && !preview.isFetching;
  return (
    <Modal
      open
      size="medium"
      onClose={onClose}
      title={t('manage:customerMerge.title')}
      actions={
        ready ? (
          <Button variant="danger" loading={merging.isLoading} onClick={() => void confirm()}>
            {t('manage:customerMerge.confirm')}
          </Button>
        ) : undefined
      }
    >
      <div className="vcm-dialog">
        <p>{t('manage:customerMerge.intro', { name: customerName(customer) || customer.email })}</p>
        {picked === null ? (
          <>
            <FilterBar
              value={{ q }}
              onChange={(v) => setQ(v.q)}
              choices={[]}
              texts={{
                filters: t('manage:customerMerge.filters'),
                search: t('manage:customerMerge.search'),
                searchHint: t('manage:customerMerge.searchHint'),
                searchButton: t('manage:customerMerge.searchButton'),
              }}
            />
            <Found clientId={clientId} keptId={customer.id} q={q} onPick={setPicked} />
          </>
        ) : (
          <>
            {preview.isFetching || !preview.data ? (
              preview.isError ? (
                <p className="vcm-state" role="alert">
                  {preview.error && apiFailureOf(preview.error)?.code
                    ? t(mergeRefusalKey(preview.error, 'mergeFailed'))
                    : t('manage:customerMerge.checkFailed')}
                </p>
              ) : (
                <Spinner label={t('manage:customerMerge.checking')} />
              )
            ) : (
              <Preview preview={preview.data} />
            )}
            {refusal ? (
              <p className="vcm-refusal" role="alert">
                {refusal}
              </p>
            ) : null}
            <Button
              variant="link"
              onClick={() => {
                setPicked(null);
                setRefusal(null);
              }}
            >
              {t('manage:customerMerge.chooseAnother')}
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}
