// The editor's Redux store: the shared RTK Query api (owner calls carry the token from the UserManager)
// and the editor slice.
import { configureStore } from '@reduxjs/toolkit';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { apiClientExtra, vitrinaApi } from '@vitrina/api-client';
import type { ApiClientConfig } from '@vitrina/api-client';
import { editorSlice } from './editor-slice.js';

export function createEditorStore(apiClient: ApiClientConfig) {
  return configureStore({
    reducer: { [vitrinaApi.reducerPath]: vitrinaApi.reducer, editor: editorSlice.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: apiClientExtra(apiClient) } }).concat(vitrinaApi.middleware),
  });
}

export type EditorStore = ReturnType<typeof createEditorStore>;
export type RootState = ReturnType<EditorStore['getState']>;
export type AppDispatch = EditorStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;
