// Location (spec §3 section "location", §4 "Location design"): physical addresses and a map image;
// 1 mobile only: the service area; 2 virtual only: online appointments; 3 both.
import { isPhysicalLocation, locationDesign, missingLocationSetup, sectionAnchorId, serviceRadiusMiles } from '@vitrina/core-model';
import type { LocationInfo, SiteData } from '@vitrina/core-model';
import { useTranslation } from 'react-i18next';
import { currentLocale, formatDistance } from '@vitrina/i18n';
import { SectionHeading } from '../paragraphs/section-heading.js';
import { innerColors, sectionColors } from '../section-background/section-background.js';
import type { SectionProps } from '../section-props.js';
import { AddressBlock } from './address-block.js';
import { countryName } from './country-name.js';
import { isLocationShown } from './location-visibility.js';
import { ServiceRadiusMap } from './service-radius-map.js';

function MobileArea({ site, locations }: { site: SiteData; locations: readonly LocationInfo[] }) {
  const { t, i18n } = useTranslation(['sections']);
  const { client } = site;
  const display = site.main_site_variables.mobile_only_display_map;
  // In the business's unit (kilometres but in the US, the UK, Liberia and Myanmar; issue 26).
  const distance = formatDistance(serviceRadiusMiles(client.mobile_home_zip_radius), client.country.country_code, currentLocale(i18n));
  const country = countryName(locations.find((l) => l.country.trim())?.country || client.country.country_code, i18n.language);
  const city = locations.find((l) => l.is_mobile && l.city.trim())?.city.trim() || client.mobile_home_zip?.trim() || country;
  // The map option needs a zip code (spec §4); without one the text alone is shown.
  const showMap = display === 'map' && missingLocationSetup('map', client) === null;

  return (
    <div className="vs-location__area">
      <h3 className="vs-location__name">{t('sections:location.serviceArea')}</h3>
      <p>
        {display === 'country' && country
          ? t('sections:location.comeToYouCountry', { country })
          : city
            ? t('sections:location.comeToYou', { distance, city })
            : t('sections:location.mobileBody')}
      </p>
      {showMap && <ServiceRadiusMap distance={distance} place={city} />}
    </div>
  );
}

function VirtualNote() {
  const { t } = useTranslation(['sections']);
  return (
    <div className="vs-location__area">
      <h3 className="vs-location__name">{t('sections:location.onlineAppointments')}</h3>
      <p>{t('sections:location.virtualBody')}</p>
    </div>
  );
}

export function LocationSection({ section, site, mode }: SectionProps) {
  const { t } = useTranslation(['sections']);
  if (mode === 'view' && !isLocationShown(section, site)) return null;
  const id = sectionAnchorId('location');
  const title = section.title.trim() || t('sections:defaults.location.title');
  const { design, physical } = locationDesign(section.locationinfo);
  const places = section.locationinfo.filter(isPhysicalLocation);
  const mobile = section.locationinfo.filter((l) => l.is_mobile);
  const showMobile = physical ? mobile.length > 0 : design === 1 || design === 3;
  const showVirtual = physical ? section.locationinfo.some((l) => l.is_virtual) : design === 2 || design === 3;
  const mapImage = physical ? section.img_url?.trim() : undefined;
  const mapPlace = places[0]?.city.trim() || places[0]?.name.trim() || title;

  return (
    <section
      id={id}
      className="vs-section vs-location"
      data-design={physical ? 'physical' : design}
      style={sectionColors(section)}
      aria-labelledby={`${id}-title`}
    >
      <div className="vs-section__inner vs-location__inner" style={innerColors(section)}>
        <div className="vs-location__text">
          <SectionHeading id={id} title={title} lead={section.title_subtext} body={section.body} />
          {places.map((place, index) => (
            <AddressBlock key={place.id ?? `i${index}`} location={place} />
          ))}
          {showMobile && <MobileArea site={site} locations={mobile} />}
          {showVirtual && <VirtualNote />}
        </div>
        {mapImage && (
          <img
            className="vs-location__map"
            src={mapImage}
            alt={t('sections:location.mapTitle', { place: mapPlace })}
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
          />
        )}
      </div>
    </section>
  );
}
