// The back office's frame (spec §4 "Admin entry": the admin application of managers and employees): the
// business name, a side navigation of the screens the role may use (spec §6; a menu button below 768 px,
// spec §9 "Mobile view is below 768"), the en/es switch (starting at the employee's language, spec §4 step
// 4), sign out; the owner also gets the way back to the site editor.
import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LOCALES, ROLE_IDS, backOfficeScreens, isMobileView } from '@vitrina/core-model';
import type { Locale } from '@vitrina/core-model';
import { Button } from '@vitrina/ui-kit';
import { screenPath } from './screen-path.js';
import './back-office.css';

export interface BackOfficeLayoutProps {
  businessName: string;
  roleId: number;
  onSignOut: () => void;
  children: ReactNode;
}

function useCompact(): boolean {
  const [compact, setCompact] = useState(() => isMobileView(window.innerWidth));
  useEffect(() => {
    const onResize = () => setCompact(isMobileView(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return compact;
}

function LanguageSwitch() {
  const { t, i18n } = useTranslation(['manage']);
  const language = i18n.language;
  // Screen readers read the page in the language it is shown in.
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const choose = (locale: Locale) => void i18n.changeLanguage(locale);
  return (
    <div className="vb-language" role="group" aria-label={t('manage:layout.language')}>
      {LOCALES.map((locale) => (
        <Button
          key={locale}
          lang={locale}
          variant={language === locale ? 'primary' : 'secondary'}
          aria-pressed={language === locale}
          onClick={() => choose(locale)}
        >
          {t(`manage:layout.languages.${locale}`)}
        </Button>
      ))}
    </div>
  );
}

export function BackOfficeLayout({ businessName, roleId, onSignOut, children }: BackOfficeLayoutProps) {
  const { t } = useTranslation(['manage']);
  const compact = useCompact();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const navHidden = compact && !menuOpen;
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    if (!compact || !menuOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [compact, menuOpen]);

  return (
    <div className="vb-shell">
      <header className="vb-header">
        {compact ? (
          <Button
            variant="secondary"
            className="vb-header__menu"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {t('manage:layout.menu')}
          </Button>
        ) : null}
        <div className="vb-header__identity">
          <p className="vb-header__business">{businessName}</p>
          <p className="vb-header__area">{t('manage:layout.title')}</p>
        </div>
        <div className="vb-header__actions">
          <LanguageSwitch />
          <Button variant="secondary" onClick={onSignOut}>
            {t('manage:layout.signOut')}
          </Button>
        </div>
      </header>
      <div className="vb-body">
        <nav id={navId} className="vb-nav" aria-label={t('manage:layout.navigation')} hidden={navHidden}>
          <ul className="vb-nav__list">
            {backOfficeScreens(roleId).map((screen) => (
              <li key={screen}>
                <NavLink className="vb-nav__link" to={screenPath(screen)} onClick={closeMenu}>
                  {t(`manage:screens.${screen}`)}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul className="vb-nav__list vb-nav__list--secondary">
            {roleId === ROLE_IDS.ADMIN ? (
              <li>
                <Link className="vb-nav__link" to="/admin">
                  {t('manage:layout.siteEditor')}
                </Link>
              </li>
            ) : null}
            <li>
              <a className="vb-nav__link" href="/">
                {t('manage:layout.viewSite')}
              </a>
            </li>
          </ul>
        </nav>
        <main id="main" className="vb-main">
          {children}
        </main>
      </div>
    </div>
  );
}
