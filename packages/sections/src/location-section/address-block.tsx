// A physical location (spec §3 "Location"): name, address lines, city / state / postal code, country
// and the phone as a tel link.
import { resolveLink } from '@vitrina/core-model';
import type { LocationInfo } from '@vitrina/core-model';
import { useTranslation } from 'react-i18next';
import { countryName } from './country-name.js';

export function AddressBlock({ location }: { location: LocationInfo }) {
  const { t, i18n } = useTranslation(['sections']);
  const cityLine = [location.city.trim(), [location.state.trim(), location.postal_code.trim()].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const lines = [location.address1, location.address2, cityLine, countryName(location.country, i18n.language)]
    .map((line) => line.trim())
    .filter(Boolean);
  const phone = location.phone.trim();
  const tel = phone ? resolveLink(`tel:${phone}`) : null;

  return (
    <div className="vs-location__place">
      {location.name.trim() && <h3 className="vs-location__name">{location.name}</h3>}
      <address className="vs-location__address">
        {lines.map((line, index) => (
          <span key={index} className="vs-location__line">
            {line}
          </span>
        ))}
        {phone && tel?.kind === 'tel' && (
          <span className="vs-location__line">
            <span className="vs-location__label">{t('sections:location.phone')}</span> <a href={tel.href}>{phone}</a>
          </span>
        )}
      </address>
    </div>
  );
}
