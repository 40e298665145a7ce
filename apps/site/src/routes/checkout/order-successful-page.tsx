// Placeholder until this page of the products store lands (issue 13): says plainly it is not available.
import type { PageHandle } from '../route-table.js';
import { NotAvailableView } from '../status/not-available-page.js';

export function OrderSuccessfulPage(_props: { handle: PageHandle }) {
  return <NotAvailableView kind="products" />;
}
