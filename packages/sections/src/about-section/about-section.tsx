// About (spec §3 section "about"): title, header_text, body and the about image.
import { sectionAnchorId } from '@vitrina/core-model';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../paragraphs/section-heading.js';
import { innerColors, sectionColors } from '../section-background/section-background.js';
import type { SectionProps } from '../section-props.js';

export function AboutSection({ section, site }: SectionProps) {
  const { t } = useTranslation(['sections']);
  const id = sectionAnchorId('about');
  const title = section.title.trim() || t('sections:defaults.about.title');
  const image = section.img_url?.trim();
  // The owner gives no image description; the business name says what the photo shows (its shop, its team).
  const alt = site.client.name.trim() || title;

  return (
    <section id={id} className="vs-section vs-about" style={sectionColors(section)} aria-labelledby={`${id}-title`}>
      <div className="vs-about__inner" style={innerColors(section)}>
        {image && <img className="vs-about__image" src={image} alt={alt} loading="lazy" decoding="async" />}
        <div className="vs-about__text">
          <SectionHeading id={id} title={title} lead={section.header_text} leadClassName="vs-about__lead" body={section.body} />
        </div>
      </div>
    </section>
  );
}
