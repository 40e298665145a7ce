// The back office's Customers screen (issue 30): the directory at /manage/customers and one customer at
// /manage/customers/{id}. Owners and managers see every customer and edit them; an employee sees the
// customers of their own appointments and changes nothing (the API decides; `money` only shapes the screen).
import '../kit/kit.css';
import './customers.css';
import { useLocation } from 'react-router';
import { NotFoundPanel } from '../screen-panels.js';
import { CustomerList } from './customer-list.js';
import { CustomerPage } from './customer-page.js';
import { customerPaths } from './customer-paths.js';

export interface CustomersScreenProps {
  clientId: number;
  /** The business's currency (ISO 4217) and country (two-letter code). */
  currency: string;
  country: string | undefined;
  /** The signed-in person's role: an employee (4) reads their appointments' customers only. */
  roleId: number | null | undefined;
}

export function CustomersScreen({ clientId, currency, country, roleId }: CustomersScreenProps) {
  const view = customerPaths.viewOf(useLocation().pathname);
  if (view.name === 'edit') return <CustomerPage key={view.id} clientId={clientId} customerId={view.id} country={country} />;
  if (view.name === 'list') return <CustomerList clientId={clientId} currency={currency} money={roleId !== 4} />;
  return <NotFoundPanel />;
}
