// The query store (RTK Query) of a page served as islands, loaded with the first island that sends a
// request (contact, chat): the toast alone never loads it.
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createSiteStore } from '../store/create-store.js';

let store: ReturnType<typeof createSiteStore> | undefined;

export default function QueryStore({ children }: { children: ReactNode }) {
  store ??= createSiteStore({});
  return <Provider store={store}>{children}</Provider>;
}
