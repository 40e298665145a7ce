// One nav item of spec §2 "Nav item types", resolved by core-model's resolveNavTarget.
import { resolveNavTarget } from '@vitrina/core-model';
import type { MainSiteVariables, NavItem, NavItemType } from '@vitrina/core-model';
import { VisuallyHidden } from '@vitrina/ui-kit';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollToSection } from '../scroll/scroll-to-section.js';
import type { HrefFor } from '../section-props.js';

/** Translated label per type, used when the owner left the item's label empty (the editor shows it too). */
export const NAV_ITEM_LABEL_KEYS = {
  home: 'sections:nav.home',
  about: 'sections:nav.about',
  location: 'sections:nav.location',
  service: 'sections:nav.services',
  logo: 'sections:nav.home',
  contact: 'sections:nav.contact',
  ecommerce: 'sections:nav.store',
  gallery: 'sections:nav.gallery',
  servicePurchase: 'sections:nav.servicePurchase',
  blog: 'sections:nav.blog',
} as const satisfies Record<NavItemType, string>;

interface NavEntryProps {
  item: NavItem;
  variables: MainSiteVariables;
  hrefFor: HrefFor;
  onContact?: () => void;
  /** Called after the visitor picks an entry (the mobile menu closes). */
  onNavigate: () => void;
}

/** A plain left click: modified clicks (new tab, new window) are left to the browser. */
function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function NavEntry({ item, variables, hrefFor, onContact, onNavigate }: NavEntryProps) {
  const { t } = useTranslation(['sections', 'common']);
  const label = item.label.trim() || t(NAV_ITEM_LABEL_KEYS[item.type]);
  const target = resolveNavTarget(item.type, variables);

  switch (target.kind) {
    case 'hidden':
      return null;
    case 'modal':
      return (
        <button
          type="button"
          className="vs-header__link"
          aria-haspopup="dialog"
          // A page served as islands opens its contact modal from this mark (no React on that page's header).
          data-contact=""
          onClick={() => {
            onNavigate();
            onContact?.();
          }}
        >
          {label}
        </button>
      );
    case 'section': {
      const id = target.anchor.slice(1);
      // From another page the link leads Home to the anchor; on the home page it scrolls there.
      const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
        if (!isPlainClick(event)) return;
        if (scrollToSection(id)) event.preventDefault();
        onNavigate();
      };
      return (
        <a className="vs-header__link" href={`${hrefFor('/')}${target.anchor}`} onClick={onClick}>
          {label}
        </a>
      );
    }
    case 'link': {
      const { link } = target;
      if (link.newTab) {
        return (
          <a className="vs-header__link" href={link.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
            {label} <VisuallyHidden>{t('common:opensInNewTab')}</VisuallyHidden>
          </a>
        );
      }
      const href = link.kind === 'internal' ? hrefFor(link.href) : link.href;
      return (
        <a className="vs-header__link" href={href} onClick={onNavigate}>
          {label}
        </a>
      );
    }
  }
}
