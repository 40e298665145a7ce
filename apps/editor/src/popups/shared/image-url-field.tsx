// An image of the site (logo, favicon, section images) inside a popup form: the shared ImageUpload sends
// the file to the API at once and the field takes the URL it answers; Apply writes it into the working
// copy like any other field (spec §9 upload kinds). "Remove image" empties the field.
import { useTranslation } from 'react-i18next';
import type { UploadKind } from '@vitrina/core-model';
import { selectCanEdit, useEditorSelector } from '../../store/hooks.js';
import { ImageField } from '../../uploads/index.js';

export interface ImageUrlFieldProps {
  name: string;
  kind: UploadKind;
  label: string;
}

export function ImageUrlField({ name, kind, label }: ImageUrlFieldProps) {
  const { t } = useTranslation(['editor']);
  const clientId = useEditorSelector((state) => state.editor.clientId);
  const canEdit = useEditorSelector(selectCanEdit);
  if (clientId === null) return null;
  return (
    <ImageField
      name={name}
      kind={kind}
      clientId={clientId}
      label={label}
      removeLabel={t('editor:upload.remove')}
      className="ve-image-field"
      disabled={!canEdit}
      errorText={(error) => t(error, { defaultValue: error })}
      alert
    />
  );
}
