export { ImageUpload } from './image-upload.js';
export type { ImageUploadProps } from './image-upload.js';
export { UploadFailure, uploadImage, uploadErrorOf, uploadUrl } from './upload-image.js';
export type { UploadImageOptions, UploadResult, UploadedImage } from './upload-image.js';
export { uploadErrorMessage } from './upload-error-message.js';
export { UPLOAD_SIZE_LIMITS, acceptFor, precheckUpload, uploadLimitBytes, uploadLimitText } from './upload-limits.js';
export type { UploadErrorCode } from './upload-limits.js';
export { ImageField } from './image-field.js';
export type { ImageFieldProps } from './image-field.js';
