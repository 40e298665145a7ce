// The locations as a table (rows become cards below 640 px): name with its upcoming appointments, address,
// phone, active or not, and Edit / Delete per row.
import { useTranslation } from 'react-i18next';
import type { OwnerLocation } from '@vitrina/api-client/back-office';
import { DataTable, actionsColumn } from '../kit/index.js';
import { countryName, localeOf } from './address-options.js';

export interface LocationListProps {
  locations: readonly OwnerLocation[];
  onEdit: (location: OwnerLocation) => void;
  onDelete: (location: OwnerLocation) => void;
}

export function LocationList({ locations, onEdit, onDelete }: LocationListProps) {
  const { t, i18n } = useTranslation(['manage']);
  const locale = localeOf(i18n.language);
  const addressOf = (l: OwnerLocation) =>
    [
      [l.address1, l.address2].filter(Boolean).join(', '),
      [l.city, l.state, l.postalCode].filter(Boolean).join(' '),
      countryName(l.country, locale),
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <DataTable
      rows={locations}
      rowKey={(l) => l.id}
      rowData={(l) => ({ 'data-location': l.name })}
      labelledBy="vl-list-title"
      columns={[
        {
          header: t('manage:locations.name'),
          rowHeader: true,
          className: 'vl-name',
          cell: (l) => (
            <>
              {l.name}
              {l.upcoming_appointments > 0 ? (
                <span className="vl-muted vl-sub">{t('manage:locations.upcoming', { count: l.upcoming_appointments })}</span>
              ) : null}
            </>
          ),
        },
        { header: t('manage:locations.address'), cell: addressOf },
        { header: t('manage:locations.phone'), cell: (l) => l.phone || <span className="vl-muted">—</span> },
        {
          header: t('manage:locations.status'),
          cell: (l) => (
            <span className={l.active ? 'vl-status' : 'vl-status vl-status--off'}>
              {l.active ? t('manage:locations.active') : t('manage:locations.inactive')}
            </span>
          ),
        },
        actionsColumn(t('manage:locations.actions'), 'vl-actions', (l: OwnerLocation) => [
          { label: t('manage:locations.edit'), name: t('manage:locations.editOf', { name: l.name }), onClick: () => onEdit(l) },
          { label: t('manage:locations.delete'), name: t('manage:locations.deleteOf', { name: l.name }), onClick: () => onDelete(l) },
        ]),
      ]}
    />
  );
}
