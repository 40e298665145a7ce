// A screen of records, routed by its path (record-paths.ts): the list, a new record's editor, one record's
// editor (a fresh one per record: it is keyed by the id), or "not found" for any other path under it.
import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { NotFoundPanel } from '../screen-panels.js';
import type { RecordView } from './record-paths.js';

/** What a record's editor is given: the business, and the record's id (null for a new one). */
export interface RecordEditorRouteProps {
  clientId: number;
  id: number | null;
}

export interface RecordRoutesProps {
  clientId: number;
  viewOf: (pathname: string) => RecordView;
  list: ComponentType<{ clientId: number }>;
  editor: ComponentType<RecordEditorRouteProps>;
}

export function RecordRoutes({ clientId, viewOf, list: List, editor: Editor }: RecordRoutesProps) {
  const view = viewOf(useLocation().pathname);
  if (view.name === 'new') return <Editor clientId={clientId} id={null} />;
  if (view.name === 'edit') return <Editor key={view.id} clientId={clientId} id={view.id} />;
  if (view.name === 'unknown') return <NotFoundPanel />;
  return <List clientId={clientId} />;
}
