// A screen of records, routed by its path (record-paths.ts): the list, a new record's editor, one record's
// editor (a fresh one per record: it is keyed by the id), or "not found" for any other path under it.
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { NotFoundPanel } from '../screen-panels.js';
import type { RecordView } from './record-paths.js';

export interface RecordRoutesProps {
  viewOf: (pathname: string) => RecordView;
  list: () => ReactNode;
  /** The editor of the record `id`, or of a new one (null). */
  editor: (id: number | null) => ReactNode;
}

export function RecordRoutes({ viewOf, list, editor }: RecordRoutesProps) {
  const view = viewOf(useLocation().pathname);
  if (view.name === 'new') return editor(null);
  if (view.name === 'edit') return <Fragment key={view.id}>{editor(view.id)}</Fragment>;
  if (view.name === 'unknown') return <NotFoundPanel />;
  return list();
}
