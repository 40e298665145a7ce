// Where the Customers screen's views live and where a customer's records open: the directory at
// /manage/customers, a customer at /manage/customers/{id}; an order, a quote, a booking and a form answer on
// their own screens (the Orders screen's ?order=, Quotes' ?quote=, the Schedule's day of the booking with
// ?appointment=, a form answer's own page).
import { recordPaths } from '../kit/index.js';
import { screenPath } from '../screen-path.js';

export const customerPaths = recordPaths('customers');

export const orderLink = (orderId: number) => `${screenPath('orders')}?order=${orderId}`;
export const quoteLink = (quoteId: number) => `${screenPath('quotes')}?quote=${quoteId}`;
export const formAnswerLink = (uuid: string) => `${screenPath('forms')}/responses/${uuid}`;

/** The calendar date (YYYY-MM-DD) of an instant in the business's zone. */
export const zonedDate = (iso: string, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

export const appointmentLink = (appointmentId: number, startsAt: string, timeZone: string) =>
  `${screenPath('schedule')}?view=day&date=${zonedDate(startsAt, timeZone)}&appointment=${appointmentId}`;
