// The entries of the Activity screen, newest first: what was done, when (in the interface language) and by
// whom, and a disclosure (a native <details>, so keyboards and screen readers know it) with the changed
// fields before → after.
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityEntry } from '@vitrina/api-client/back-office';
import { toMinorUnits } from '@vitrina/core-model';
import { formatMoney } from '@vitrina/i18n';
import { BackOfficeSessionContext } from '../../entry/editor-session.js';
import { describeEntry, fieldChanges } from './activity-text.js';
import type { MoneyText } from './activity-text.js';
import { useBusinessDates } from '../../app/business-dates.js';

export interface ActivityListProps {
  entries: readonly ActivityEntry[];
}

export function ActivityList({ entries }: ActivityListProps) {
  const { t } = useTranslation(['manage']);
  const dates = useBusinessDates();
  const currency = useContext(BackOfficeSessionContext)?.site.client.currency_code;
  const money: MoneyText = (amount) => formatMoney(toMinorUnits(amount), currency, dates.locale);
  return (
    <ol className="va-list" aria-label={t('manage:activity.list')}>
      {entries.map((entry) => {
        const changes = fieldChanges(entry, dates, money, t);
        const whatId = `va-what-${entry.id}`;
        return (
          <li key={entry.id} className="va-entry" aria-labelledby={whatId}>
            <p id={whatId} className="va-entry__what">
              {describeEntry(entry, t, money)}
            </p>
            <p className="va-entry__meta">
              <time dateTime={entry.at}>{dates.dateTime(entry.at)}</time>
              <span aria-hidden="true"> · </span>
              <span className="va-entry__who">{t('manage:activity.by', { email: entry.actor_email })}</span>
            </p>
            {changes.length > 0 ? (
              <details className="va-entry__details">
                <summary>{t('manage:activity.details')}</summary>
                <table className="va-changes">
                  <thead>
                    <tr>
                      <th scope="col">{t('manage:activity.field')}</th>
                      <th scope="col">{t('manage:activity.before')}</th>
                      <th scope="col">
                        <span aria-hidden="true">→ </span>
                        {t('manage:activity.after')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {changes.map((change) => (
                      <tr key={change.field}>
                        <th scope="row">{change.label}</th>
                        <td className="va-changes__before">{change.before}</td>
                        <td className="va-changes__after">{change.after}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
