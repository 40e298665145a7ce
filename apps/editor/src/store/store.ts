// The editor's Redux store: the shared RTK Query api (owner calls carry the token from the UserManager)
// and the editor slice. An owner call answered 401, or one that found no token to send, means the sign-in
// ended: the editor then asks the owner to sign in again (its unsaved work kept).
import { configureStore, isRejectedWithValue } from '@reduxjs/toolkit';
import type { Middleware, ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { MISSING_TOKEN_ERROR, apiClientExtra, vitrinaApi } from '@vitrina/api-client';
import type { ApiClientConfig } from '@vitrina/api-client';
import { editorSlice, sessionEnded } from './editor-slice.js';

/** An RTK Query error that says the session is over. */
export function isSessionError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, error: detail } = error as { status?: unknown; error?: unknown };
  return status === 401 || (status === 'CUSTOM_ERROR' && detail === MISSING_TOKEN_ERROR);
}

const sessionWatch: Middleware = (api) => (next) => (action) => {
  const result = next(action);
  if (isRejectedWithValue(action) && isSessionError(action.payload)) api.dispatch(sessionEnded());
  return result;
};

export function createEditorStore(apiClient: ApiClientConfig) {
  return configureStore({
    reducer: { [vitrinaApi.reducerPath]: vitrinaApi.reducer, editor: editorSlice.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: apiClientExtra(apiClient) } }).concat(vitrinaApi.middleware, sessionWatch),
  });
}

export type EditorStore = ReturnType<typeof createEditorStore>;
export type RootState = ReturnType<EditorStore['getState']>;
export type AppDispatch = EditorStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;
