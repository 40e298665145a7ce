// An image of the site (logo, favicon, section images) inside a popup form: the shared ImageUpload sends
// the file to the API at once and the field takes the URL it answers; Apply writes it into the working
// copy like any other field (spec §9 upload kinds). "Remove image" empties the field.
import { useField } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadKind } from '@vitrina/core-model';
import { Button } from '@vitrina/ui-kit';
import { selectCanEdit, useEditorSelector } from '../../store/hooks.js';
import { ImageUpload } from '../../uploads/index.js';

export interface ImageUrlFieldProps {
  name: string;
  kind: UploadKind;
  label: string;
}

export function ImageUrlField({ name, kind, label }: ImageUrlFieldProps) {
  const { t } = useTranslation(['editor']);
  const [field, meta, helpers] = useField<string | null>(name);
  const clientId = useEditorSelector((state) => state.editor.clientId);
  const canEdit = useEditorSelector(selectCanEdit);
  // Bumped on remove, so the upload control drops the thumbnail of the image it last sent.
  const [generation, setGeneration] = useState(0);
  if (clientId === null) return null;
  const error = meta.touched && typeof meta.error === 'string' ? t(meta.error, { defaultValue: meta.error }) : '';

  return (
    <div className="ve-image-field">
      <ImageUpload
        key={generation}
        kind={kind}
        clientId={clientId}
        label={label}
        value={field.value}
        disabled={!canEdit}
        onUploaded={({ url }) => {
          void helpers.setTouched(true, false);
          void helpers.setValue(url);
        }}
      />
      {field.value ? (
        <Button
          variant="secondary"
          onClick={() => {
            setGeneration((n) => n + 1);
            void helpers.setValue(null);
          }}
        >
          {t('editor:upload.remove')}
        </Button>
      ) : null}
      {error ? (
        <p className="vk-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
