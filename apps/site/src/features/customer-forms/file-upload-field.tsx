// A file field of a customer form: each chosen file uploads at once (progress bar with its percentage), then
// is listed with a Remove button; a refused or broken upload says §8 "Failed to upload file" with the reason
// and the field stays usable. The formik value is the ids of the uploaded files; `onBusyChange` tells the
// form while uploads run (it does not submit meanwhile).
import type { CustomerFormField } from '@vitrina/core-model';
import { FORM_MAX_FILES_PER_FIELD, FORM_UPLOAD_MIME_TYPES } from '@vitrina/core-model';
import { Button, ProgressBar } from '@vitrina/ui-kit';
import { useField } from 'formik';
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from './field-frame.js';
import type { FieldIds } from './field-frame.js';
import { UploadError, uploadFormFile } from './upload-file.js';
import type { UploadFailure } from './upload-file.js';

interface Item {
  key: number;
  name: string;
  status: 'uploading' | 'done' | 'failed';
  /** 0..100 */
  percent: number;
  id?: string;
  reason?: UploadFailure;
}

export interface FileUploadFieldProps {
  field: CustomerFormField;
  /** Where a file of this field is posted (api-client formUploadUrl). */
  uploadUrl: string;
  onBusyChange: (fieldId: string, busy: boolean) => void;
}

const REASON_KEYS = {
  tooBig: 'forms:upload.tooBig',
  quota: 'forms:upload.quota',
  wrongType: 'forms:upload.wrongType',
  failed: null,
} as const;

export function FileUploadField({ field, uploadUrl, onBusyChange }: FileUploadFieldProps) {
  const { t } = useTranslation(['forms', 'errors']);
  const [, , helpers] = useField<string[]>(field.id);
  const [items, setItems] = useState<Item[]>([]);
  const nextKey = useRef(0);
  const aborts = useRef(new Set<AbortController>());
  const kept = items.filter((i) => i.status !== 'failed').length;
  const full = kept >= FORM_MAX_FILES_PER_FIELD;
  const [overLimit, setOverLimit] = useState(false);
  const busy = items.some((i) => i.status === 'uploading');

  useEffect(() => {
    onBusyChange(field.id, busy);
  }, [busy, field.id, onBusyChange]);
  useEffect(() => {
    const ids = items.flatMap((i) => (i.status === 'done' && i.id ? [i.id] : []));
    void helpers.setValue(ids, ids.length > 0);
    // helpers changes on every render; the ids are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items]);
  useEffect(() => {
    const pending = aborts.current;
    return () => pending.forEach((c) => c.abort());
  }, []);

  const update = (key: number, change: Partial<Item>) => setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));

  function start(file: File) {
    const key = nextKey.current++;
    const controller = new AbortController();
    aborts.current.add(controller);
    setItems((list) => [...list, { key, name: file.name, status: 'uploading', percent: 0 }]);
    uploadFormFile({ url: uploadUrl, file, signal: controller.signal, onProgress: (f) => update(key, { percent: Math.round(f * 100) }) })
      .then((answer) => update(key, { status: 'done', percent: 100, id: answer.id }))
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        update(key, { status: 'failed', reason: error instanceof UploadError ? error.reason : 'failed' });
      })
      .finally(() => aborts.current.delete(controller));
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared so the same file can be chosen again after a failure or a removal.
    event.target.value = '';
    const room = FORM_MAX_FILES_PER_FIELD - kept;
    setOverLimit(files.length > room);
    files.slice(0, Math.max(room, 0)).forEach(start);
  }

  function remove(key: number) {
    setOverLimit(false);
    setItems((list) => list.filter((i) => i.key !== key));
  }

  const list = items.length > 0 && (
    <ul className="site-form-file__list" aria-label={t('forms:upload.uploaded')}>
      {items.map((item) => (
        <li key={item.key} className={`site-form-file__item site-form-file__item--${item.status}`}>
          {item.status === 'uploading' ? (
            <ProgressBar value={item.percent} label={t('forms:upload.label', { name: item.name })} />
          ) : (
            <>
              <div className="site-form-file__name">
                <span>{item.name}</span>
                {item.status === 'failed' && (
                  <span role="alert" className="vk-field__error">
                    {t('errors:forms.uploadFailed')}
                    {item.reason && REASON_KEYS[item.reason] ? ` ${t(REASON_KEYS[item.reason] as 'forms:upload.tooBig')}` : ''}
                  </span>
                )}
              </div>
              <Button
                variant="secondary"
                className="site-form-file__remove"
                aria-label={t('forms:upload.remove', { name: item.name })}
                onClick={() => remove(item.key)}
              >
                {t('forms:upload.removeAction')}
              </Button>
            </>
          )}
        </li>
      ))}
    </ul>
  );

  return (
    <FieldFrame field={field} hint={t('forms:upload.hint', { count: FORM_MAX_FILES_PER_FIELD })} footer={list}>
      {(ids: FieldIds) => (
        <>
          <div className={full ? 'site-form-file__picker site-form-file__picker--full' : 'site-form-file__picker'}>
            <input
              id={ids.control}
              type="file"
              multiple
              accept={FORM_UPLOAD_MIME_TYPES.join(',')}
              className="site-form-file__input vk-visually-hidden"
              disabled={full}
              aria-labelledby={`${ids.label} ${ids.choose}`}
              aria-describedby={ids.describedBy}
              aria-invalid={ids.invalid || undefined}
              aria-required={field.required || undefined}
              onChange={choose}
            />
            <label id={ids.choose} htmlFor={ids.control} className="vk-button vk-button--secondary site-form-file__choose">
              {t('forms:fields.chooseFile')}
            </label>
          </div>
          {(overLimit || full) && (
            <p className="vk-field__hint" role="status">
              {t('forms:upload.tooMany', { count: FORM_MAX_FILES_PER_FIELD })}
            </p>
          )}
        </>
      )}
    </FieldFrame>
  );
}
