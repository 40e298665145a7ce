// The locations as a table (rows become cards below 640 px): name with its upcoming appointments, address,
// phone, active or not, and Edit / Delete per row.
import { useTranslation } from 'react-i18next';
import type { OwnerLocation } from '@vitrina/api-client/back-office';
import { Button, VisuallyHidden } from '@vitrina/ui-kit';
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
    <div className="vl-table-wrap">
      <table className="vl-table" aria-labelledby="vl-list-title">
        <thead>
          <tr>
            <th scope="col">{t('manage:locations.name')}</th>
            <th scope="col">{t('manage:locations.address')}</th>
            <th scope="col">{t('manage:locations.phone')}</th>
            <th scope="col">{t('manage:locations.status')}</th>
            <th scope="col">
              <VisuallyHidden>{t('manage:locations.actions')}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {locations.map((l) => (
            <tr key={l.id} data-location={l.name}>
              <th scope="row" className="vl-name">
                {l.name}
                {l.upcoming_appointments > 0 ? (
                  <span className="vl-muted vl-sub">{t('manage:locations.upcoming', { count: l.upcoming_appointments })}</span>
                ) : null}
              </th>
              <td>{addressOf(l)}</td>
              <td>{l.phone || <span className="vl-muted">—</span>}</td>
              <td>
                <span className={l.active ? 'vl-status' : 'vl-status vl-status--off'}>
                  {l.active ? t('manage:locations.active') : t('manage:locations.inactive')}
                </span>
              </td>
              <td className="vl-actions">
                <Button
                  type="button"
                  variant="secondary"
                  aria-label={t('manage:locations.editOf', { name: l.name })}
                  onClick={() => onEdit(l)}
                >
                  {t('manage:locations.edit')}
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  aria-label={t('manage:locations.deleteOf', { name: l.name })}
                  onClick={() => onDelete(l)}
                >
                  {t('manage:locations.delete')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
