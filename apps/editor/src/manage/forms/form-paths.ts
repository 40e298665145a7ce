// Where the Forms screen's views live: /manage/forms (the list), /manage/forms/new, /manage/forms/{formId},
// /manage/forms/responses (?form=&customer=) and /manage/forms/responses/{responseUuid}.
import { screenPath } from '../screen-path.js';

export const FORMS_PATH = screenPath('forms');
export const NEW_FORM_PATH = `${FORMS_PATH}/new`;
export const RESPONSES_PATH = `${FORMS_PATH}/responses`;
export const formPath = (formId: number) => `${FORMS_PATH}/${formId}`;
export const responsePath = (responseUuid: string) => `${RESPONSES_PATH}/${responseUuid}`;

export interface ResponsesFilter {
  formId: number | null;
  customerUuid: string | null;
}

/** The responses list, filtered by form and/or customer. */
export function responsesPath({ formId, customerUuid }: Partial<ResponsesFilter> = {}): string {
  const query = new URLSearchParams();
  if (formId) query.set('form', String(formId));
  if (customerUuid) query.set('customer', customerUuid);
  const search = query.toString();
  return search ? `${RESPONSES_PATH}?${search}` : RESPONSES_PATH;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ID = /^[1-9][0-9]{0,9}$/;

/** The filter a query string names; anything malformed is no filter. */
export function responsesFilterOf(search: string): ResponsesFilter {
  const query = new URLSearchParams(search);
  const form = query.get('form') ?? '';
  const customer = query.get('customer') ?? '';
  return { formId: ID.test(form) ? Number(form) : null, customerUuid: UUID.test(customer) ? customer.toLowerCase() : null };
}

export type FormsView =
  | { name: 'list' }
  | { name: 'new' }
  | { name: 'edit'; formId: number }
  | { name: 'responses' }
  | { name: 'response'; responseUuid: string }
  | { name: 'unknown' };

/** The view a path names; anything under /manage/forms that is no view is `unknown`. */
export function formsViewOf(pathname: string): FormsView {
  const rest = pathname.startsWith(FORMS_PATH) ? pathname.slice(FORMS_PATH.length).replace(/\/+$/, '') : '';
  if (rest === '') return { name: 'list' };
  if (rest === '/new') return { name: 'new' };
  if (rest === '/responses') return { name: 'responses' };
  const uuid = /^\/responses\/([^/]+)$/.exec(rest)?.[1];
  if (uuid) return UUID.test(uuid) ? { name: 'response', responseUuid: uuid.toLowerCase() } : { name: 'unknown' };
  const id = /^\/([^/]+)$/.exec(rest)?.[1];
  return id && ID.test(id) ? { name: 'edit', formId: Number(id) } : { name: 'unknown' };
}
