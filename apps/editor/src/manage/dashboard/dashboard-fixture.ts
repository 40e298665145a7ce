// A dashboard answer for the tests (issue 31): a month of the bistro with sales, bookings and two campaigns.
import type { DashboardAnswer } from '@vitrina/api-client/back-office';

export function dashboardAnswer(over: Partial<DashboardAnswer> = {}): DashboardAnswer {
  return {
    period: '30d',
    range: { from: '2026-11-02', to: '2026-12-01' },
    previous_range: { from: '2026-10-03', to: '2026-11-01' },
    time_zone: 'America/New_York',
    currency: 'USD',
    figures: {
      sales: { current: '1234.50', previous: '1000.00' },
      orders: { current: 12, previous: 16 },
      average_order: { current: '102.88', previous: '62.50' },
      bookings_made: { current: 8, previous: 0 },
      bookings_cancelled: { current: 1, previous: 2 },
      bookings_no_show: { current: 0, previous: 0 },
      quotes_sent: { current: 3, previous: 3 },
      quotes_approved: { current: 2, previous: 1 },
      quotes_paid: { current: 1, previous: 1 },
      new_customers: { current: 1500, previous: 1200 },
      visits: { current: 400, previous: 320 },
      conversion: { current: 0.05, previous: 0.0375 },
    },
    days: [
      {
        date: '2026-11-30',
        sales: '-20.00',
        orders: 0,
        average_order: '0.00',
        bookings: 1,
        bookings_cancelled: 1,
        bookings_no_show: 0,
        quotes_sent: 1,
        quotes_approved: 0,
        quotes_paid: 0,
        new_customers: 100,
        visits: 10,
        conversion: 0.1,
      },
      {
        date: '2026-12-01',
        sales: '1254.50',
        orders: 12,
        average_order: '104.54',
        bookings: 7,
        bookings_cancelled: 0,
        bookings_no_show: 0,
        quotes_sent: 2,
        quotes_approved: 2,
        quotes_paid: 1,
        new_customers: 1400,
        visits: 390,
        conversion: 0.05,
      },
    ],
    bookings_by_staff: [{ staff_id: 3, name: 'Priya Nair', bookings: 8 }],
    top_products: [{ id: 5, name: '=HYPERLINK("x")', quantity: 4, revenue: '80.00' }],
    top_services: [],
    campaigns: [
      {
        source: 'newsletter',
        medium: '',
        campaign: 'spring',
        visits: 40,
        orders: 2,
        bookings: 1,
        revenue: '150.00',
        revenue_per_visit: '3.75',
      },
      { source: '', medium: '', campaign: '', visits: 360, orders: 10, bookings: 7, revenue: '1084.50', revenue_per_visit: '3.01' },
    ],
    ...over,
  };
}

/** A period where nothing happened. */
export function quietAnswer(): DashboardAnswer {
  const zero = { current: 0, previous: 0 };
  const none = { current: '0.00', previous: '0.00' };
  return dashboardAnswer({
    figures: {
      sales: none,
      orders: zero,
      average_order: none,
      bookings_made: zero,
      bookings_cancelled: zero,
      bookings_no_show: zero,
      quotes_sent: zero,
      quotes_approved: zero,
      quotes_paid: zero,
      new_customers: zero,
      visits: zero,
      conversion: { current: null, previous: null },
    },
    days: [],
    bookings_by_staff: [],
    top_products: [],
    campaigns: [],
  });
}
