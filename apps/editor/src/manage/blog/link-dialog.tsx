// The rich-text editor's "Link" dialog: one address field; only what the rich-text allowlist keeps
// (http, https, mailto, tel, a path of the site) is accepted, so a `javascript:` link never reaches the body.
import { Formik } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, TextField } from '@vitrina/ui-kit';
import { isAllowedRichTextUrl } from '@vitrina/validation';

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

export function LinkDialog({ open, current, onApply, onRemove, onClose }: LinkDialogProps) {
  const { t } = useTranslation(['manage']);
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('manage:blog.editor.linkTitle')}
      size="small"
      actions={
        <>
          {current ? (
            <Button variant="secondary" onClick={onRemove}>
              {t('manage:blog.editor.linkRemove')}
            </Button>
          ) : null}
          <Button type="submit" form={formId}>
            {t('manage:blog.editor.linkApply')}
          </Button>
        </>
      }
    >
      <Formik
        initialValues={{ href: current }}
        validate={({ href }) => (isAcceptedLink(href) ? {} : { href: LINK_INVALID })}
        onSubmit={({ href }) => onApply(href.trim())}
      >
        {({ handleSubmit }) => (
          <form
            id={formId}
            noValidate
            onSubmit={(event) => {
              // The dialog sits in a portal; its submit must not reach the post's form around it.
              event.stopPropagation();
              handleSubmit(event);
            }}
          >
            <TextField
              name="href"
              type="url"
              label={t('manage:blog.editor.linkUrl')}
              hint={t('manage:blog.editor.linkHint')}
              required
              data-autofocus
            />
          </form>
        )}
      </Formik>
    </Modal>
  );
}
