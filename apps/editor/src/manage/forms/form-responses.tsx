// The customers' responses (/manage/forms/responses), newest first, a page at a time: filtered by form (a
// select) and by customer (?customer=uuid, from an appointment or a response); each opens its view.
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useOwnerFormResponsesInfiniteQuery, useOwnerFormsQuery } from '@vitrina/api-client/back-office';
import type { OwnerFormResponseEntry } from '@vitrina/api-client/back-office';
import { ResourceList, rowsOf, subsectionTexts } from '../kit/index.js';
import { ScreenWithBack } from '../record-screen.js';
import { ResponseTimes, useAnswersFrame } from './answers-parts.js';
import { FORMS_PATH, responsePath, responsesFilterOf, responsesPath } from './form-paths.js';
import type { ResponsesFilter } from './form-paths.js';

export interface FormResponsesProps {
  clientId: number;
  /** The business's time zone (dates of answers and appointments). */
  timeZone?: string;
}

function ResponseRow({ entry, timeZone }: { entry: OwnerFormResponseEntry; timeZone?: string }) {
  const { t } = useTranslation(['manage']);
  const who = entry.customer.name || entry.customer.email || t('manage:formsScreen.answers.noName');
  const form = entry.form_name || t('manage:formsScreen.answers.removedForm');
  return (
    <li className="vbp-row vbs-row vfm-row" data-response-uuid={entry.uuid}>
      <div className="vbp-row__main">
        <span className="vbl-row__title">{who}</span>
        <span className="vbp-row__facts">
          <span>{form}</span>
          {entry.customer.name && entry.customer.email ? <span>{entry.customer.email}</span> : null}
          <ResponseTimes response={entry} timeZone={timeZone} />
        </span>
      </div>
      <span className="vbl-row__actions vbp-row__actions">
        <Link
          className="vbl-link"
          to={responsePath(entry.uuid)}
          aria-label={t('manage:formsScreen.answers.openResponse', { name: who, form })}
        >
          {t('manage:formsScreen.answers.open')}
        </Link>
      </span>
    </li>
  );
}

function FormFilter({ clientId, filter }: { clientId: number; filter: ResponsesFilter }) {
  const { t } = useTranslation(['manage']);
  const navigate = useNavigate();
  const forms = useOwnerFormsQuery({ clientId }).data ?? [];
  return (
    <div className="vfm-filters" role="search" aria-label={t('manage:formsScreen.answers.filters')}>
      <div className="vk-field">
        <label className="vk-field__label" htmlFor="vfm-filter-form">
          {t('manage:formsScreen.answers.form')}
        </label>
        <select
          id="vfm-filter-form"
          className="vk-input vk-select"
          value={filter.formId === null ? '' : String(filter.formId)}
          onChange={(e) => void navigate(responsesPath({ ...filter, formId: e.target.value ? Number(e.target.value) : null }))}
        >
          <option value="">{t('manage:formsScreen.answers.allForms')}</option>
          {forms.map((form) => (
            <option key={form.id} value={String(form.id)}>
              {form.name}
            </option>
          ))}
        </select>
      </div>
      {filter.customerUuid ? (
        <p className="vfm-filters__customer">
          {t('manage:formsScreen.answers.customerFilter')}{' '}
          <Link className="vbl-link" to={responsesPath({ formId: filter.formId })}>
            {t('manage:formsScreen.answers.allCustomers')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

const ANSWERS_KEYS = ['loading', 'loadFailed', 'empty', 'loadMore'] as const;

export function FormResponses({ clientId, timeZone }: FormResponsesProps) {
  const { t } = useTranslation(['manage']);
  const filter = responsesFilterOf(useLocation().search);
  const list = useOwnerFormResponsesInfiniteQuery(
    { clientId, formId: filter.formId, customer: filter.customerUuid },
    { refetchOnMountOrArgChange: true },
  );
  const responses = rowsOf(list.data, (page) => page.responses);
  const frame = useAnswersFrame();

  return (
    <ScreenWithBack {...frame} backTo={FORMS_PATH} backLabel={t('manage:formsScreen.answers.back')}>
      <FormFilter clientId={clientId} filter={filter} />
      <ResourceList
        query={list}
        items={responses}
        texts={{ ...subsectionTexts(t, 'formsScreen.answers', ANSWERS_KEYS), retry: t('manage:formsScreen.retry') }}
        className="vbl-blog__list"
      >
        {(rows) => (
          <ul className="vbl-list" aria-label={t('manage:formsScreen.answers.list')}>
            {rows.map((entry) => (
              <ResponseRow key={entry.uuid} entry={entry} timeZone={timeZone} />
            ))}
          </ul>
        )}
      </ResourceList>
    </ScreenWithBack>
  );
}
