// Hero (spec §3 section "hero"): the page's one h1 — title, title_subtext and the booking button `book`.
import { sectionAnchorId } from '@vitrina/core-model';
import { useTranslation } from 'react-i18next';
import { Paragraphs } from '../paragraphs/paragraphs.js';
import { sectionBackground, sectionColors } from '../section-background/section-background.js';
import type { SectionProps } from '../section-props.js';

export const BOOKING_PATH = '/appointment';

export function HeroSection({ section, hrefFor }: SectionProps) {
  const { t } = useTranslation(['sections']);
  const id = sectionAnchorId('hero');
  const title = section.title.trim() || t('sections:defaults.hero.title');
  const book = section.book.trim() || t('sections:defaults.hero.book');
  // On a photo the veil sets the text colour; on a plain colour the text is picked to read on it.
  const hasImage = Boolean(section.bg_img_url?.trim());

  return (
    <section
      id={id}
      className={hasImage ? 'vs-section vs-hero vs-hero--image' : 'vs-section vs-hero'}
      style={hasImage ? sectionBackground(section) : sectionColors(section)}
      aria-labelledby={`${id}-title`}
    >
      <div className="vs-hero__inner">
        <h1 id={`${id}-title`} className="vs-hero__title">
          {title}
        </h1>
        <Paragraphs text={section.title_subtext} className="vs-hero__subtitle" />
        <a className="vs-button" href={hrefFor(BOOKING_PATH)}>
          {book}
        </a>
      </div>
    </section>
  );
}
