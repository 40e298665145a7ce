export { TextLink } from './text-link.js';
export type { TextLinkProps, TextLinkVariant } from './text-link.js';
