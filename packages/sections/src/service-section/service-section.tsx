// Services (spec §3 section "service"): the services of `serviceinfo` as a list or a carousel, per
// main_site_variables.service_section_style (spec §9 default carousel).
import { sectionAnchorId } from '@vitrina/core-model';
import { Carousel } from '@vitrina/ui-kit';
import { useTranslation } from 'react-i18next';
import { BOOKING_PATH } from '../hero-section/index.js';
import { SectionHeading } from '../paragraphs/section-heading.js';
import { innerColors, sectionColors } from '../section-background/section-background.js';
import type { SectionProps } from '../section-props.js';
import { ServiceCard } from './service-card.js';

export function ServiceSection({ section, site, hrefFor }: SectionProps) {
  const { t } = useTranslation(['sections']);
  const id = sectionAnchorId('service');
  const title = section.title.trim() || t('sections:defaults.services.title');
  const book = section.book.trim() || t('sections:services.bookNow');
  const style = site.main_site_variables.service_section_style === 'list' ? 'list' : 'carousel';
  const services = section.serviceinfo.filter((service) => service.name.trim());
  const cards = services.map((service, index) => (
    <ServiceCard
      key={service.id ?? `i${index}`}
      service={service}
      headingId={`${id}-item-${index}`}
      bookLabel={book}
      bookHref={hrefFor(BOOKING_PATH)}
      currency={site.client.currency_code}
    />
  ));

  return (
    <section id={id} className="vs-section vs-services" data-style={style} style={sectionColors(section)} aria-labelledby={`${id}-title`}>
      <div className="vs-section__inner" style={innerColors(section)}>
        <SectionHeading id={id} title={title} lead={section.title_subtext} body={section.body} />
        {cards.length > 0 &&
          (style === 'list' ? (
            <ul className="vs-services__list">
              {cards.map((card) => (
                <li key={card.key}>{card}</li>
              ))}
            </ul>
          ) : (
            // The carousel keeps ui-kit's own name: the section's title already names the region around it.
            <Carousel className="vs-services__carousel">{cards}</Carousel>
          ))}
      </div>
    </section>
  );
}
