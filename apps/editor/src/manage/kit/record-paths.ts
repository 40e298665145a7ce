// Where a screen of records lives: /manage/<screen> (the list), /manage/<screen>/new and
// /manage/<screen>/{id}; the view a path names (anything under the screen that is no view is `unknown`).
import type { BackOfficeScreen } from '@vitrina/core-model';
import { screenPath } from '../screen-path.js';

export type RecordView = { name: 'list' } | { name: 'new' } | { name: 'edit'; id: number } | { name: 'unknown' };

export interface RecordPaths {
  /** /manage/<screen>: the list. */
  list: string;
  /** /manage/<screen>/new: a new record. */
  create: string;
  /** /manage/<screen>/{id}: one record. */
  of: (id: number) => string;
  viewOf: (pathname: string) => RecordView;
}

export function recordPaths(screen: BackOfficeScreen): RecordPaths {
  const list = screenPath(screen);
  return {
    list,
    create: `${list}/new`,
    of: (id) => `${list}/${id}`,
    viewOf(pathname) {
      const rest = pathname.startsWith(list) ? pathname.slice(list.length).replace(/\/+$/, '') : '';
      if (rest === '') return { name: 'list' };
      if (rest === '/new') return { name: 'new' };
      const id = /^\/([1-9][0-9]{0,9})$/.exec(rest)?.[1];
      return id ? { name: 'edit', id: Number(id) } : { name: 'unknown' };
    },
  };
}
