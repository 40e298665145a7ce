// Footer (spec §3 section "footer"): title, body, the contact number as a tel: link, social links.
import { clientContactNumber, resolveLink, sectionAnchorId } from '@vitrina/core-model';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../paragraphs/section-heading.js';
import { innerColors, sectionColors } from '../section-background/section-background.js';
import type { SectionProps } from '../section-props.js';
import { SocialLinks } from './social-links.js';

export function FooterSection({ section, site }: SectionProps) {
  const { t } = useTranslation(['sections', 'common']);
  const id = sectionAnchorId('footer');
  const title = section.title.trim() || t('sections:defaults.footer.title');
  // Spec §3: contact_info, falling back to contact_number.
  const phone = clientContactNumber(site.client);
  const tel = phone ? resolveLink(`tel:${phone}`) : null;

  return (
    <footer id={id} className="vs-section vs-footer" style={sectionColors(section)} aria-labelledby={`${id}-title`}>
      <div className="vs-footer__inner" style={innerColors(section)}>
        <div className="vs-footer__contact">
          <SectionHeading id={id} title={title} lead={section.header_text} leadClassName="vs-footer__lead" body={section.body} />
          {phone && tel?.kind === 'tel' && (
            <p className="vs-footer__phone">
              <span className="vs-footer__label">{t('common:callUs')}</span> <a href={tel.href}>{phone}</a>
            </p>
          )}
        </div>
        <SocialLinks social={site.social} headingId={`${id}-social`} />
      </div>
      <p className="vs-footer__copyright">{t('common:copyright', { year: new Date().getFullYear(), name: site.client.name })}</p>
    </footer>
  );
}
