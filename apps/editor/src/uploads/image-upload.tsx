// One image field of the editor (logo, favicon, section images, gallery): a labelled file input, the
// current image's thumbnail, a progress bar while the file goes up, and the refusal in the owner's
// language. The file is checked against the API's limits first, so an oversized file never leaves.
import './image-upload.css';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadKind } from '@vitrina/core-model';
import { ProgressBar } from '@vitrina/ui-kit';
import { useEditorServices } from '../app/editor-services.js';
import { UploadFailure, uploadImage } from './upload-image.js';
import type { UploadResult } from './upload-image.js';
import { uploadErrorMessage } from './upload-error-message.js';
import { acceptFor, precheckUpload } from './upload-limits.js';
import type { UploadErrorCode } from './upload-limits.js';

export interface ImageUploadProps {
  kind: UploadKind;
  clientId: number;
  /** Visible label of the file input (e.g. "Logo"). */
  label: string;
  /** The image in use now (its URL), shown until a new one is uploaded. */
  value?: string | null;
  onUploaded: (result: UploadResult) => void;
  /** Freemium or busy: the input does nothing. */
  disabled?: boolean;
  /** Base of the JSON API; the editor is served beside it at `/api`. */
  apiBaseUrl?: string;
}

type Phase = { name: 'idle' } | { name: 'uploading'; fraction: number } | { name: 'done' } | { name: 'error'; code: UploadErrorCode };

export function ImageUpload({ kind, clientId, label, value = null, onUploaded, disabled = false, apiBaseUrl }: ImageUploadProps) {
  const { t } = useTranslation(['editor']);
  const { auth } = useEditorServices();
  const inputId = useId();
  const statusId = useId();
  const errorId = useId();
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [thumb, setThumb] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);
  // Leaving the popup mid-upload cancels the request.
  useEffect(() => () => running.current?.abort(), []);

  async function upload(file: File) {
    const refused = precheckUpload(file, kind);
    if (refused) {
      setPhase({ name: 'error', code: refused });
      return;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setPhase({ name: 'uploading', fraction: 0 });
    try {
      const token = await auth.accessToken();
      if (!token) throw new UploadFailure('failed', 401);
      const result = await uploadImage({
        clientId,
        kind,
        file,
        token,
        apiBaseUrl,
        signal: controller.signal,
        onProgress: (fraction) => {
          if (!controller.signal.aborted) setPhase({ name: 'uploading', fraction });
        },
      });
      if (controller.signal.aborted) return;
      setThumb(result.thumbUrl);
      setPhase({ name: 'done' });
      onUploadedRef.current({ url: result.url, thumbUrl: result.thumbUrl });
    } catch (error) {
      if (controller.signal.aborted) return;
      setPhase({ name: 'error', code: error instanceof UploadFailure ? error.code : 'failed' });
    }
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after an error) fires a change.
    event.target.value = '';
    if (file) void upload(file);
  };

  const preview = thumb ?? value;
  const uploading = phase.name === 'uploading';
  const status = uploading ? t('editor:upload.uploading') : phase.name === 'done' ? t('editor:upload.uploaded') : '';
  const error = phase.name === 'error' ? uploadErrorMessage(t, phase.code, kind) : '';

  return (
    <div className="ve-upload">
      <label htmlFor={inputId} className="ve-upload__label">
        {label}
      </label>
      {preview ? <img className="ve-upload__preview" src={preview} alt={t('editor:upload.preview', { label })} /> : null}
      <input
        id={inputId}
        className="ve-upload__input"
        type="file"
        accept={acceptFor(kind)}
        disabled={disabled || uploading}
        onChange={onChange}
        aria-describedby={error ? `${statusId} ${errorId}` : statusId}
        aria-invalid={error ? true : undefined}
      />
      {uploading ? <ProgressBar value={Math.round(phase.fraction * 100)} label={t('editor:upload.progress', { label })} /> : null}
      <p id={statusId} className="ve-upload__status" role="status">
        {status}
      </p>
      <p id={errorId} className="ve-upload__error" role="alert">
        {error}
      </p>
    </div>
  );
}
