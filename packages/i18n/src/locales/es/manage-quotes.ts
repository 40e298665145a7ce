import type { manageQuotes as en } from '../en/manage-quotes.js';
import type { Translation } from '../translation.js';

export const manageQuotes = {
  quotes: {},
} satisfies Translation<typeof en>;
