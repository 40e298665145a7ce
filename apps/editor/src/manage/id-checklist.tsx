// A checkbox per item (staff who perform a service, services that ask a form), bound to a formik array of
// ids kept as strings (as formik's checkbox groups keep them), with the group's error below.
import { Field, getIn, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@vitrina/ui-kit';

export interface IdChecklistItem {
  id: number;
  label: string;
}

export interface IdChecklistProps {
  /** The formik field: an array of ids as strings. */
  name: string;
  /** Prefix of the checkboxes' ids (unique on the page). */
  idPrefix: string;
  legend: string;
  hint?: ReactNode;
  items: readonly IdChecklistItem[];
  loading: boolean;
  loadingLabel: string;
  /** Said when there is nothing to check. */
  emptyText: string;
  className?: string;
}

export function IdChecklist({ name, idPrefix, legend, hint, items, loading, loadingLabel, emptyText, className }: IdChecklistProps) {
  const { t } = useTranslation(['validation']);
  const { errors } = useFormikContext();
  const raw: unknown = getIn(errors, name);
  const error = typeof raw === 'string' ? raw : '';
  const described = [hint ? `${idPrefix}-hint` : '', error ? `${idPrefix}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className={['vbl-form__group', className].filter(Boolean).join(' ')} aria-describedby={described || undefined}>
      <legend>{legend}</legend>
      {hint ? (
        <p id={`${idPrefix}-hint`} className="vbs-note">
          {hint}
        </p>
      ) : null}
      {loading ? <Spinner size="small" label={loadingLabel} /> : null}
      {!loading && items.length === 0 ? <p className="vbs-note">{emptyText}</p> : null}
      <ul className="vbs-checks">
        {items.map((item) => (
          <li key={item.id} className="vk-checkbox">
            <Field type="checkbox" name={name} value={String(item.id)} id={`${idPrefix}-${item.id}`} className="vk-checkbox__input" />
            <label htmlFor={`${idPrefix}-${item.id}`} className="vk-checkbox__label">
              {item.label}
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={`${idPrefix}-error`} className="vk-field__error" role="alert">
          {t(error as never, { defaultValue: error })}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A record a checklist names (a staff member, a service). */
interface ChecklistRecord {
  id: number;
  name: string;
  active: boolean;
}

export interface RecordChecklistProps extends Omit<IdChecklistProps, 'items' | 'loading'> {
  /** The client's records, as their query has them. */
  query: { data?: readonly ChecklistRecord[]; isLoading: boolean };
  /** An inactive record's label ("Ana (inactive)"). */
  inactiveLabel: (name: string) => string;
}

/** An IdChecklist of the client's records by name, an inactive one marked as such. */
export function RecordChecklist({ query, inactiveLabel, ...list }: RecordChecklistProps) {
  const items = (query.data ?? []).map(({ id, name, active }) => ({ id, label: active ? name : inactiveLabel(name) }));
  return <IdChecklist {...list} items={items} loading={query.isLoading} />;
}
