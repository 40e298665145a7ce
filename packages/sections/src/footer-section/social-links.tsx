// Social profile links of site data (`social`), in SOCIAL_NETWORKS order; external links open in a new tab (spec §2).
import { resolveLink, SOCIAL_NETWORKS } from '@vitrina/core-model';
import type { SocialLinks as SocialLinksData, SocialNetwork } from '@vitrina/core-model';
import { VisuallyHidden } from '@vitrina/ui-kit';
import { useTranslation } from 'react-i18next';

/** Networks with a translated label; any other shows the link's host name (e.g. `yelp.com`). */
const LABEL_KEYS = {
  facebook: 'sections:footer.social.facebook',
  instagram: 'sections:footer.social.instagram',
  twitter: 'sections:footer.social.twitter',
  linkedin: 'sections:footer.social.linkedin',
  youtube: 'sections:footer.social.youtube',
  tiktok: 'sections:footer.social.tiktok',
} as const satisfies Partial<Record<SocialNetwork, string>>;

const labelKey = (network: SocialNetwork) => (network in LABEL_KEYS ? LABEL_KEYS[network as keyof typeof LABEL_KEYS] : undefined);

function hostName(href: string): string {
  try {
    return new URL(href).hostname.replace(/^www\./, '');
  } catch {
    return href;
  }
}

export function SocialLinks({ social, headingId }: { social: SocialLinksData; headingId: string }) {
  const { t } = useTranslation(['sections', 'common']);
  const links = SOCIAL_NETWORKS.flatMap((network) => {
    const link = resolveLink(social[network]);
    return link.kind === 'external' ? [{ network, href: link.href }] : [];
  });
  if (links.length === 0) return null;

  return (
    <nav className="vs-footer__social" aria-labelledby={headingId}>
      <h3 id={headingId} className="vs-footer__subtitle">
        {t('sections:footer.followUs')}
      </h3>
      <ul className="vs-footer__social-list">
        {links.map(({ network, href }) => {
          const key = labelKey(network);
          return (
            <li key={network}>
              <a href={href} target="_blank" rel="noopener noreferrer" data-network={network}>
                {key ? t(key) : hostName(href)} <VisuallyHidden>{t('common:opensInNewTab')}</VisuallyHidden>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
