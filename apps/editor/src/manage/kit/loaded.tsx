// One thing a screen loads before it can show anything (Store settings): its data once there, a spinner
// while loading, else the load failure with a way to try again (`texts`: loading|loadFailed|retry).
import type { ReactNode } from 'react';
import { Spinner } from '@vitrina/ui-kit';
import { LoadFailed } from '../screen-frame.js';
import type { ScreenError } from '../screen-frame.js';

export interface LoadedProps<T> {
  query: { data?: T; isLoading: boolean; error?: ScreenError; refetch: () => unknown };
  texts: { loading: string; loadFailed: string; retry: string };
  children: (data: T) => ReactNode;
}

export function Loaded<T>({ query, texts, children }: LoadedProps<T>) {
  if (query.data) return children(query.data);
  if (query.isLoading) return <Spinner label={texts.loading} />;
  return <LoadFailed error={query.error} message={texts.loadFailed} retryLabel={texts.retry} onRetry={() => void query.refetch()} />;
}
