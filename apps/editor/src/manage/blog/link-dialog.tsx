// The rich-text editor's "Link" dialog: one address field; only what the rich-text allowlist keeps
// (http, https, mailto, tel, a path of the site) is accepted, so a `javascript:` link never reaches the body.
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@vitrina/ui-kit';
import { isAllowedRichTextUrl } from '@vitrina/validation';
import { EditorDialog } from './editor-dialog.js';

export interface LinkDialogProps {
  open: boolean;
  /** The link under the cursor, when there is one. */
  current: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

const LINK_INVALID = 'manage:blog.editor.linkInvalid';

/** Whether the owner's address may be a link (the allowlist, and never a bare word). */
export function isAcceptedLink(href: string): boolean {
  const value = href.trim();
  return /^(https?:\/\/\S+|mailto:\S+|tel:\S+|\/\S*)$/i.test(value) && isAllowedRichTextUrl('a', value);
}

export function LinkDialog({ current, onApply, onRemove, ...modal }: LinkDialogProps) {
  const { t } = useTranslation(['manage']);
  return (
    <EditorDialog
      {...modal}
      title={t('manage:blog.editor.linkTitle')}
      size="small"
      submit={t('manage:blog.editor.linkApply')}
      actions={
        current ? (
          <Button variant="secondary" onClick={onRemove}>
            {t('manage:blog.editor.linkRemove')}
          </Button>
        ) : null
      }
      initialValues={{ href: current }}
      validate={({ href }) => (isAcceptedLink(href) ? {} : { href: LINK_INVALID })}
      onSubmit={({ href }) => onApply(href.trim())}
    >
      {() => (
        <TextField
          name="href"
          type="url"
          label={t('manage:blog.editor.linkUrl')}
          hint={t('manage:blog.editor.linkHint')}
          required
          data-autofocus
        />
      )}
    </EditorDialog>
  );
}
