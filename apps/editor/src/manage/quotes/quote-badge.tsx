// The state of a quote or invoice as a labelled badge (the words say it; colour is never the only cue).
import { useTranslation } from 'react-i18next';
import type { OwnerQuoteSummary } from '@vitrina/api-client/back-office';

const TONE: Record<OwnerQuoteSummary['state'], string> = {
  requested: 'warn',
  pending: 'warn',
  approved: 'info',
  paid: 'good',
  rejected: 'bad',
  canceled: 'muted',
};

export function QuoteBadge({ state }: { state: OwnerQuoteSummary['state'] }) {
  const { t } = useTranslation(['manage']);
  return (
    <span className="vo-badges">
      <span className={`vo-badge vo-badge--${TONE[state]}`}>{t(`manage:quotes.statuses.${state}`)}</span>
    </span>
  );
}
