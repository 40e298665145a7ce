// Namespace `manage`, the back office's quotes and invoices (issue 15).
export const manageQuotes = {
  quotes: {},
} as const;
