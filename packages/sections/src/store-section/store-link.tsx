// The store sections' link to main_site_variables.ecommerce_url (spec §3), Vitrina's /store when unset.
import { resolveLink } from '@vitrina/core-model';
import { VisuallyHidden } from '@vitrina/ui-kit';
import { useTranslation } from 'react-i18next';
import type { HrefFor } from '../section-props.js';

export function StoreLink({ ecommerceUrl, hrefFor }: { ecommerceUrl: string | null; hrefFor: HrefFor }) {
  const { t } = useTranslation(['sections', 'common']);
  const link = resolveLink(ecommerceUrl?.trim() || '/store');
  if (link.kind === 'none') return null;
  const label = t('sections:store.visitStore');
  if (link.newTab) {
    return (
      <a className="vs-button" href={link.href} target="_blank" rel="noopener noreferrer">
        {label} <VisuallyHidden>{t('common:opensInNewTab')}</VisuallyHidden>
      </a>
    );
  }
  return (
    <a className="vs-button" href={link.kind === 'internal' ? hrefFor(link.href) : link.href}>
      {label}
    </a>
  );
}
