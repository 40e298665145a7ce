// A customer's uploaded file, downloaded by the owner: the file route is bearer-only, so it is fetched with the
// owner's token (the api-client config the store carries) and handed to the browser as a blob download.
import { resolveApiClientConfig } from '@vitrina/api-client';
import { ownerFormFileUrl } from '@vitrina/api-client/back-office';
import type { AppThunk } from '../../store/store.js';

export interface FormFileRef {
  id: string;
  filename: string;
}

/** Fetches the file's bytes; rejects when signed out, refused or offline. */
export const fetchFormFile =
  (clientId: number, fileId: string): AppThunk<Promise<Blob>> =>
  async (_dispatch, _getState, extra) => {
    const config = resolveApiClientConfig(extra);
    const token = await config.getToken?.();
    if (!token) throw new Error('signed out');
    const fetchFn = config.fetchFn ?? fetch;
    const response = await fetchFn(ownerFormFileUrl(clientId, fileId, config.apiBaseUrl), {
      headers: { Authorization: `Bearer ${token}` },
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`download failed: ${response.status}`);
    return response.blob();
  };

/** Saves a blob under its name through a temporary link (the browser's own download). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
