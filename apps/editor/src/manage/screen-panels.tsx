// The plain panels the back office shows in place of a screen: one not built yet, one the role may not use
// (spec §6: a forbidden screen is not linked, and typing its URL says so), and a path that is no screen.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BackOfficeScreen } from '@vitrina/core-model';
import { screenPath } from './screen-path.js';

function Panel({ title, body, children }: { title: string; body: string; children?: React.ReactNode }) {
  return (
    <section className="vb-panel" aria-labelledby="vb-panel-title">
      <h1 id="vb-panel-title" className="vb-panel__title">
        {title}
      </h1>
      <p className="vb-panel__body">{body}</p>
      {children}
    </section>
  );
}

export function NotBuiltPanel({ screen }: { screen: BackOfficeScreen }) {
  const { t } = useTranslation(['manage']);
  return <Panel title={t('manage:notBuilt.title', { screen: t(`manage:screens.${screen}`) })} body={t('manage:notBuilt.body')} />;
}

/** `home`: the first screen the role may use, offered as the way on. */
export function NoAccessPanel({ home }: { home: BackOfficeScreen | undefined }) {
  const { t } = useTranslation(['manage']);
  return (
    <Panel title={t('manage:noAccess.title')} body={t('manage:noAccess.body')}>
      {home ? (
        <Link className="vb-action" to={screenPath(home)}>
          {t('manage:noAccess.back', { screen: t(`manage:screens.${home}`) })}
        </Link>
      ) : null}
    </Panel>
  );
}

export function NotFoundPanel() {
  const { t } = useTranslation(['manage']);
  return <Panel title={t('manage:notFound.title')} body={t('manage:notFound.body')} />;
}
