// An image URL of a Formik form filled by ImageUpload (the API answers the URL; the field takes it, touched),
// with a "Remove" button that empties it and the field's error below: a post's cover (manage) and a site's
// images in the editor's popups.
import { useField } from 'formik';
import { useState } from 'react';
import type { UploadKind } from '@vitrina/core-model';
import { Button } from '@vitrina/ui-kit';
import { ImageUpload } from './image-upload.js';

export interface ImageFieldProps {
  name: string;
  kind: UploadKind;
  clientId: number;
  label: string;
  /** The button that empties the field. */
  removeLabel: string;
  /** The box's class (`vbl-cover`, `ve-image-field`). */
  className: string;
  disabled?: boolean;
  /** The error's words (the screen's namespace translates the key). */
  errorText: (error: string) => string;
  /** Whether the error is announced as it shows (the popups'). */
  alert?: boolean;
}

export function ImageField({ name, removeLabel, className, errorText, alert, ...upload }: ImageFieldProps) {
  const [field, meta, helpers] = useField<string | null>(name);
  // Bumped on remove, so the upload control drops the thumbnail of the image it last sent.
  const [generation, setGeneration] = useState(0);
  const error = meta.touched && typeof meta.error === 'string' ? errorText(meta.error) : '';
  return (
    <div className={className}>
      <ImageUpload
        key={generation}
        {...upload}
        value={field.value}
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
          {removeLabel}
        </Button>
      ) : null}
      {error ? (
        <p className="vk-field__error" role={alert ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
