// The saved versions, newest first: when, what and who, with Preview and Restore for each.
import { useTranslation } from 'react-i18next';
import { Button } from '@vitrina/ui-kit';
import type { BackupVersion } from './backups-api.js';
import { versionAction, versionAuthor, versionDate } from './version-label.js';
import { useBusinessDates } from '../app/business-dates.js';

export interface VersionListProps {
  versions: BackupVersion[];
  /** The version the editor has loaded: restoring it would change nothing. */
  currentVersion: number | null;
  disabled: boolean;
  onPreview: (version: BackupVersion) => void;
  onRestore: (version: BackupVersion) => void;
}

export function VersionList({ versions, currentVersion, disabled, onPreview, onRestore }: VersionListProps) {
  const { t } = useTranslation(['editor']);
  const dates = useBusinessDates();
  return (
    <ol className="ve-backups__list" aria-label={t('editor:popups.backup.versions')}>
      {versions.map((version) => {
        const date = versionDate(version, dates);
        const current = version.version === currentVersion;
        return (
          <li key={version.version} className="ve-backups__item">
            <div className="ve-backups__text">
              <p className="ve-backups__date">
                <strong>{t('editor:popups.backup.savedAt', { date })}</strong>
                {current ? <span className="ve-backups__current"> — {t('editor:popups.backup.current')}</span> : null}
              </p>
              <p className="ve-backups__meta">
                {t('editor:popups.backup.version', { version: version.version })} · {versionAction(t, version)} ·{' '}
                {versionAuthor(t, version)}
              </p>
            </div>
            <div className="ve-backups__actions">
              <Button
                variant="secondary"
                aria-label={`${t('editor:popups.backup.preview')}: ${t('editor:popups.backup.version', { version: version.version })}`}
                onClick={() => onPreview(version)}
              >
                {t('editor:popups.backup.preview')}
              </Button>
              <Button
                variant="primary"
                aria-label={`${t('editor:popups.backup.restore')}: ${t('editor:popups.backup.version', { version: version.version })}`}
                disabled={disabled || current}
                onClick={() => onRestore(version)}
              >
                {t('editor:popups.backup.restore')}
              </Button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
