// The owner-language text of a refused owner call (API error shape `{ error: { code } }`): the codes the
// owner can act on get their own message, anything else the caller's fallback.
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { TFunction } from 'i18next';
import { apiErrorCode } from '@vitrina/api-client';

type Fallback =
  | 'editor:galleryAdmin.failed'
  | 'editor:galleryAdmin.loadFailed'
  | 'editor:popups.backup.failed'
  | 'editor:popups.backup.loadFailed'
  | 'editor:inbox.replyFailed'
  | 'editor:inbox.loadFailed';

export function ownerErrorMessage(
  t: TFunction<readonly ['editor', 'status', 'errors']>,
  error: FetchBaseQueryError | SerializedError | undefined,
  fallback: Fallback,
): string {
  if (error && 'status' in error && error.status === 'FETCH_ERROR') return t('errors:network');
  switch (apiErrorCode(error)) {
    case 'freemium':
      return t('status:freemium.editBlocked');
    case 'feature_disabled':
      return t('errors:disabled.gallery');
    default:
      return t(fallback);
  }
}
