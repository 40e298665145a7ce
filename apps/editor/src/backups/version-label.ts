// How a saved version reads to the owner: when (in their language), what happened, and who did it.
import type { TFunction } from 'i18next';
import type { BusinessDates } from '../app/business-dates.js';
import type { BackupVersion } from './backups-api.js';

type T = TFunction<readonly ['editor']>;

/** When it was saved, in the business's zone (named). */
export function versionDate(version: Pick<BackupVersion, 'created_at'>, dates: BusinessDates): string {
  return dates.dateTime(version.created_at);
}

export function versionAction(t: T, version: BackupVersion): string {
  if (version.action === 'restore' && version.restored_from !== null)
    return t('editor:popups.backup.actionRestore', { version: version.restored_from });
  return version.action === 'seed' ? t('editor:popups.backup.actionSeed') : t('editor:popups.backup.actionSave');
}

export function versionAuthor(t: T, version: BackupVersion): string {
  return t('editor:popups.backup.author', { author: version.author ?? t('editor:popups.backup.unknownAuthor') });
}
