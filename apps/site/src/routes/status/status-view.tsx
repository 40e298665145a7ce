// The status screens of spec §2 and §8: /not-found, /website_disabled (log in to reactivate),
// /access-denied (log out and back in), /error and /setup-website (link to create).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteConfig } from '../../app/site-config-context.js';
import type { StatusKind } from '../route-table.js';

/** The editor signs the owner out here (apps/editor); the site only links to it. */
export const EDITOR_LOGIN_PATH = '/admin';
export const EDITOR_LOGOUT_PATH = '/admin/logout';

const TEXTS = {
  notFound: { title: 'status:notFound.title', body: 'status:notFound.body', action: 'status:notFound.action' },
  websiteDisabled: { title: 'status:websiteDisabled.title', body: 'status:websiteDisabled.body', action: 'status:websiteDisabled.action' },
  accessDenied: { title: 'status:accessDenied.title', body: 'status:accessDenied.body', action: 'status:accessDenied.action' },
  error: { title: 'status:error.title', body: 'status:error.body', action: 'status:error.action' },
  setupWebsite: { title: 'status:setupWebsite.title', body: 'status:setupWebsite.body', action: 'status:setupWebsite.action' },
} as const;

export interface StatusViewProps {
  kind: StatusKind;
  /** Internal links keep the preview query (spec §4). */
  hrefFor?: (path: string) => string;
  /**
   * The host has no site (§8): its home page is this very page, so not-found links to no home (issue 26).
   * The provider's home, when configured, is where such a host redirects instead (root-loader).
   */
  noSite?: boolean;
}

export function StatusView({ kind, hrefFor = (path) => path, noSite = false }: StatusViewProps) {
  const { t } = useTranslation(['status']);
  const config = useSiteConfig();
  const texts = TEXTS[kind];
  const action = t(texts.action);
  let link;
  switch (kind) {
    case 'notFound':
      link = noSite ? null : <Link to={hrefFor('/')}>{action}</Link>;
      break;
    case 'websiteDisabled':
      // The editor is another application: a document navigation, not a client-side one.
      link = <a href={EDITOR_LOGIN_PATH}>{action}</a>;
      break;
    case 'accessDenied':
      link = <a href={EDITOR_LOGOUT_PATH}>{action}</a>;
      break;
    case 'error':
      link = <a href={hrefFor('/')}>{action}</a>;
      break;
    case 'setupWebsite':
      link = config?.signupUrl ? <a href={config.signupUrl}>{action}</a> : null;
      break;
  }
  return (
    <section className="site-status" aria-labelledby="site-status-title">
      <h1 id="site-status-title">{t(texts.title)}</h1>
      <p>{t(texts.body)}</p>
      {link && <p className="site-status__action">{link}</p>}
    </section>
  );
}
