// A saved version as the site showed it: its sections in view mode, in a frame of their own.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteSections, themeStyle } from '@vitrina/sections';
import { Spinner } from '@vitrina/ui-kit';
import { ownerErrorMessage } from '../gallery-admin/owner-error-message.js';
import { useBackupQuery } from './backups-api.js';
import type { BackupVersion } from './backups-api.js';
import { PreviewFrame } from './preview-frame.js';
import { versionDate } from './version-label.js';
import { useBusinessDates } from '../app/business-dates.js';

export function VersionPreview({ clientId, version }: { clientId: number; version: BackupVersion }) {
  const { t } = useTranslation(['editor', 'status', 'errors']);
  const dates = useBusinessDates();
  const backup = useBackupQuery({ clientId, version: version.version });
  const title = t('editor:popups.backup.previewOf', { version: version.version, date: versionDate(version, dates) });

  if (backup.isLoading) return <Spinner label={t('editor:popups.backup.loading')} />;
  if (!backup.data) return <p role="alert">{ownerErrorMessage(t, backup.error, 'editor:popups.backup.loadFailed')}</p>;
  const site = backup.data.data;
  const theme = themeStyle(site.main_site_variables.primary_color, site.template.id) as CSSProperties;
  return (
    <div className="ve-backups__preview">
      <h3 className="ve-backups__preview-title">{title}</h3>
      <PreviewFrame title={title}>
        <div className="ve-backups__site" style={theme} data-preview-version={version.version}>
          <SiteSections site={site} mode="view" />
        </div>
      </PreviewFrame>
    </div>
  );
}
