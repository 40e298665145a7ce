// Every route that touches sign-in (entry, callback, sign-out) first points the AuthService at the issuer
// the API names.
import { editorApi } from '@vitrina/api-client';
import type { EditorConfig } from '@vitrina/api-client';
import type { AppDispatch } from '../store/store.js';
import type { AuthService } from './auth-service.js';

/** Loads the editor config and configures `auth`; null when the config cannot be loaded. */
export async function configureAuth(dispatch: AppDispatch, auth: AuthService): Promise<EditorConfig | null> {
  const request = dispatch(editorApi.endpoints.editorConfig.initiate());
  try {
    const { data } = await request;
    if (!data) return null;
    auth.configure(data);
    return data;
  } finally {
    request.unsubscribe();
  }
}
