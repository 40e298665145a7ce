// A drawn diagram of a mobile business's service radius (spec §4 location design 1, §9 radius, shown in the business's unit).
// Inline SVG, no map tiles: a site must work with no third-party host reachable.
import { useTranslation } from 'react-i18next';

interface ServiceRadiusMapProps {
  /** The radius as read: `80 kilómetros`, `50 miles`. */
  distance: string;
  /** City, postal code or country the radius is drawn around. */
  place: string;
}

export function ServiceRadiusMap({ distance, place }: ServiceRadiusMapProps) {
  const { t } = useTranslation(['sections']);
  const label = t('sections:location.radiusDiagram', { distance, place });
  return (
    <svg className="vs-radius-map" viewBox="0 0 240 240" width={240} height={240} role="img" aria-label={label}>
      <circle cx="120" cy="120" r="104" fill="currentColor" fillOpacity="0.08" stroke="currentColor" strokeWidth="2" />
      <circle cx="120" cy="120" r="52" fill="none" stroke="currentColor" strokeOpacity="0.35" strokeDasharray="4 4" />
      <line x1="120" y1="120" x2="224" y2="120" stroke="currentColor" strokeWidth="2" />
      <circle cx="120" cy="120" r="6" fill="currentColor" />
      <text x="172" y="112" textAnchor="middle" fontSize="13" fill="currentColor" aria-hidden="true">
        {t('sections:location.serviceRadius', { distance })}
      </text>
      <text x="120" y="144" textAnchor="middle" fontSize="14" fontWeight="600" fill="currentColor" aria-hidden="true">
        {place}
      </text>
    </svg>
  );
}
