// The Customers screen's downloads (issue 30): the customers and the orders as CSV files. The export routes are
// bearer-only, so each file is fetched with the owner's token (as a form's uploaded file is) and saved as a
// blob under the name the server gives it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveApiClientConfig } from '@vitrina/api-client';
import { customerExportUrl } from '@vitrina/api-client/back-office';
import { Button, useToast } from '@vitrina/ui-kit';
import { saveBlob } from '../forms/download-form-file.js';
import type { AppThunk } from '../../store/store.js';
import { useEditorDispatch } from '../../store/hooks.js';

type ExportKind = 'customers' | 'orders';

/** The file's name from Content-Disposition (`filename="customers-2026-12-01.csv"`), else `kind.csv`. */
const filenameOf = (response: Response, kind: ExportKind) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${kind}.csv`;

/** Fetches one export; rejects when signed out, refused or offline. */
const fetchExport =
  (clientId: number, kind: ExportKind): AppThunk<Promise<{ blob: Blob; filename: string }>> =>
  async (_dispatch, _getState, extra) => {
    const config = resolveApiClientConfig(extra);
    const token = await config.getToken?.();
    if (!token) throw new Error('signed out');
    const response = await (config.fetchFn ?? fetch)(customerExportUrl(clientId, kind, config.apiBaseUrl), {
      headers: { Authorization: `Bearer ${token}` },
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`export failed: ${response.status}`);
    return { blob: await response.blob(), filename: filenameOf(response, kind) };
  };

export function ExportButtons({ clientId }: { clientId: number }) {
  const { t } = useTranslation(['manage']);
  const dispatch = useEditorDispatch();
  const toast = useToast();
  const [busy, setBusy] = useState<ExportKind | null>(null);

  async function download(kind: ExportKind) {
    setBusy(kind);
    try {
      const { blob, filename } = await dispatch(fetchExport(clientId, kind));
      saveBlob(blob, filename);
    } catch {
      toast.error(t('manage:customers.export.failed'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="vcu-exports" role="group" aria-label={t('manage:customers.export.title')}>
      {(['customers', 'orders'] as const).map((kind) => (
        <Button key={kind} type="button" variant="secondary" loading={busy === kind} onClick={() => void download(kind)}>
          {t(`manage:customers.export.${kind}`)}
        </Button>
      ))}
    </div>
  );
}
