// The back office's PDF of an order or a quote (issue 31): "Download receipt (PDF)" on a paid order,
// "Download quote / invoice (PDF)" on a priced quote, invoice or deposit (commerce orderDocument, the API's own
// rule). The routes are bearer-only, so the file is fetched with the owner's token (as the CSV exports are)
// and saved under the name the server gives it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveApiClientConfig } from '@vitrina/api-client';
import { ownerDocumentUrl } from '@vitrina/api-client/back-office';
import { orderDocument } from '@vitrina/commerce';
import type { DocumentSubject } from '@vitrina/commerce';
import { Button, useToast } from '@vitrina/ui-kit';
import { saveBlob } from '../forms/download-form-file.js';
import type { AppThunk } from '../../store/store.js';
import { useEditorDispatch } from '../../store/hooks.js';

type Target = { orderId: number } | { quoteId: number };

/** The file's name from Content-Disposition (`filename="receipt-1042.pdf"`), else `document.pdf`. */
const filenameOf = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'document.pdf';

/** Fetches the PDF; rejects when signed out, refused or offline. */
const fetchDocument =
  (clientId: number, of: Target): AppThunk<Promise<{ blob: Blob; filename: string }>> =>
  async (_dispatch, _getState, extra) => {
    const config = resolveApiClientConfig(extra);
    const token = await config.getToken?.();
    if (!token) throw new Error('signed out');
    const response = await (config.fetchFn ?? fetch)(ownerDocumentUrl(clientId, of, config.apiBaseUrl), {
      headers: { Authorization: `Bearer ${token}` },
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`download failed: ${response.status}`);
    return { blob: await response.blob(), filename: filenameOf(response) };
  };

export interface DocumentDownloadProps {
  clientId: number;
  of: Target;
  /** The order or quote as the screen has it: which document it has now (none: no button). */
  subject: DocumentSubject;
}

export function DocumentDownload({ clientId, of, subject }: DocumentDownloadProps) {
  const { t } = useTranslation(['commerce']);
  const dispatch = useEditorDispatch();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const found = orderDocument(subject);
  if (!found.ok) return null;

  async function download() {
    setBusy(true);
    try {
      const { blob, filename } = await dispatch(fetchDocument(clientId, of));
      saveBlob(blob, filename);
    } catch {
      toast.error(t('commerce:documentDownload.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="button" variant="secondary" loading={busy} onClick={() => void download()}>
      {t(`commerce:documentDownload.${found.kind}`)}
    </Button>
  );
}
