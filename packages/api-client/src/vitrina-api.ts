// The one RTK Query api of Vitrina; each domain adds its endpoints with injectEndpoints in its own file.
import { createApi } from '@reduxjs/toolkit/query/react';
import { vitrinaBaseQuery } from './base-query.js';

export const TAG_TYPES = [
  'Site',
  'Client',
  'User',
  'Blog',
  'Gallery',
  'Backups',
  'Template',
  'Products',
  'Services',
  'Orders',
  'Appointments',
  'Forms',
  'Messages',
  'Activity',
  'Team',
  'Locations',
  'Staff',
  // Discount codes (issue 30).
  'Discounts',
  'Customers',
  // The home dashboard (issue 31): a change that moves its figures (an appointment's no-show) refetches it.
  'Insights',
] as const;
export type VitrinaTag = (typeof TAG_TYPES)[number];

export const vitrinaApi = createApi({
  reducerPath: 'vitrinaApi',
  baseQuery: vitrinaBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** The Activity screen's pages of a client: every owner change invalidates them (each writes an audit entry). */
export const activityTag = (clientId: number) => ({ type: 'Activity' as const, id: clientId });
