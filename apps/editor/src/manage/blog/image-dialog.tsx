// The rich-text editor's "Image" dialog: an image by its address, or a file sent through the editor's
// upload path (asset_image, with progress); a description for people who cannot see it.
import { useTranslation } from 'react-i18next';
import { TextField } from '@vitrina/ui-kit';
import { isAllowedRichTextUrl } from '@vitrina/validation';
import { ImageUpload } from '../../uploads/index.js';
import { EditorDialog } from './editor-dialog.js';

export interface ImageDialogProps {
  open: boolean;
  clientId: number;
  onInsert: (image: { src: string; alt: string }) => void;
  onClose: () => void;
}

const IMAGE_INVALID = 'manage:blog.editor.imageInvalid';

export const isAcceptedImage = (src: string) => /^(https?:\/\/\S+|\/\S+)$/i.test(src.trim()) && isAllowedRichTextUrl('img', src.trim());

export function ImageDialog({ clientId, onInsert, ...modal }: ImageDialogProps) {
  const { t } = useTranslation(['manage']);
  return (
    <EditorDialog
      {...modal}
      title={t('manage:blog.editor.imageTitle')}
      submit={t('manage:blog.editor.imageInsert')}
      initialValues={{ src: '', alt: '' }}
      validate={({ src }) => (isAcceptedImage(src) ? {} : { src: IMAGE_INVALID })}
      onSubmit={({ src, alt }) => onInsert({ src: src.trim(), alt: alt.trim() })}
      className="vbl-dialog-form"
    >
      {({ setFieldValue, values }) => (
        <>
          <TextField name="src" type="url" label={t('manage:blog.editor.imageUrl')} hint={t('manage:blog.editor.imageUrlHint')} required />
          <ImageUpload
            kind="asset_image"
            clientId={clientId}
            label={t('manage:blog.editor.imageUpload')}
            value={isAcceptedImage(values.src) ? values.src : null}
            onUploaded={({ url }) => void setFieldValue('src', url, true)}
          />
          <TextField name="alt" label={t('manage:blog.editor.imageAlt')} hint={t('manage:blog.editor.imageAltHint')} maxLength={200} />
        </>
      )}
    </EditorDialog>
  );
}
