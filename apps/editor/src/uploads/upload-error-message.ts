// The owner-language text of a refused upload (spec §1 "size and type errors in the owner's language").
import type { TFunction } from 'i18next';
import type { UploadKind } from '@vitrina/core-model';
import { uploadLimitText } from './upload-limits.js';
import type { UploadErrorCode } from './upload-limits.js';

export function uploadErrorMessage(t: TFunction<readonly ['editor']>, code: UploadErrorCode, kind: UploadKind): string {
  switch (code) {
    case 'too_large':
      return t('editor:upload.tooLarge', { max: uploadLimitText(kind) });
    case 'unsupported_type':
      return kind === 'favicon' ? t('editor:upload.invalidFaviconType') : t('editor:upload.invalidImageType');
    case 'invalid_image':
      return t('editor:upload.invalidImage');
    default:
      return t('editor:upload.failed');
  }
}
