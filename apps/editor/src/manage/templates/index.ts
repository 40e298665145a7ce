// The back office's Design → Templates screen (mounted at /manage/templates; the owner's only).
export { TemplatesScreen } from './templates-screen.js';
export type { TemplatesScreenProps } from './templates-screen.js';
