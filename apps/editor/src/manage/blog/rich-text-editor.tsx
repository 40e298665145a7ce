// The body of a blog post: a tiptap editor holding only what the rich-text allowlist keeps (headings 2 and
// 3, bold, italic, lists, quotes, links, images), with a toolbar of real buttons whose aria-pressed says
// which formats apply at the cursor. Links and images are asked for in small dialogs. Lives only in the
// back office's chunk: neither /admin nor the public site loads tiptap.
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import type { Editor } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isAllowedRichTextUrl } from '@vitrina/validation';
import { ImageDialog } from './image-dialog.js';
import { LinkDialog } from './link-dialog.js';

export interface RichTextEditorProps {
  /** The HTML the editor starts from (later changes of the prop are not followed). */
  initialValue: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  label: string;
  clientId: number;
}

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ['mailto', 'tel'],
      isAllowedUri: (url) => isAllowedRichTextUrl('a', url),
      // The allowlist keeps no target or rel: a link opens in the same tab.
      HTMLAttributes: { target: null, rel: null },
    },
  }),
  Image.configure({ inline: false, allowBase64: false }),
];

type Dialog = 'link' | 'image' | null;

function ToolButton({ pressed, onClick, children }: { pressed?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="vbl-toolbar__button"
      aria-pressed={pressed === undefined ? undefined : pressed}
      // Keeps the selection in the text while the button is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor, onDialog }: { editor: Editor; onDialog: (dialog: Dialog) => void }) {
  const { t } = useTranslation(['manage']);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div className="vbl-toolbar" role="toolbar" aria-label={t('manage:blog.editor.toolbar')}>
      <ToolButton pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        {t('manage:blog.editor.h2')}
      </ToolButton>
      <ToolButton pressed={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        {t('manage:blog.editor.h3')}
      </ToolButton>
      <ToolButton pressed={state.bold} onClick={() => chain().toggleBold().run()}>
        <strong>{t('manage:blog.editor.bold')}</strong>
      </ToolButton>
      <ToolButton pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
        <em>{t('manage:blog.editor.italic')}</em>
      </ToolButton>
      <ToolButton pressed={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
        {t('manage:blog.editor.bulletList')}
      </ToolButton>
      <ToolButton pressed={state.orderedList} onClick={() => chain().toggleOrderedList().run()}>
        {t('manage:blog.editor.orderedList')}
      </ToolButton>
      <ToolButton pressed={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        {t('manage:blog.editor.quote')}
      </ToolButton>
      <ToolButton pressed={state.link} onClick={() => onDialog('link')}>
        {t('manage:blog.editor.link')}
      </ToolButton>
      <ToolButton onClick={() => onDialog('image')}>{t('manage:blog.editor.image')}</ToolButton>
    </div>
  );
}

export function RichTextEditor({ initialValue, onChange, onBlur, label, clientId }: RichTextEditorProps) {
  const labelId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const editor = useEditor({
    extensions,
    content: initialValue,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, class: 'vbl-rte__content' },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
  });

  const close = () => setDialog(null);
  return (
    <div className="vbl-rte">
      <span id={labelId} className="vk-field__label">
        {label}
      </span>
      <Toolbar editor={editor} onDialog={setDialog} />
      <EditorContent editor={editor} />
      {dialog === 'link' ? (
        <LinkDialog
          open
          current={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onClose={close}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            close();
          }}
          onApply={(href) => {
            // Nothing selected and no link to change: the address itself becomes the link's text.
            if (editor.state.selection.empty && !editor.isActive('link')) {
              editor
                .chain()
                .focus()
                .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            } else {
              editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
            }
            close();
          }}
        />
      ) : null}
      {dialog === 'image' ? (
        <ImageDialog
          open
          clientId={clientId}
          onClose={close}
          onInsert={(image) => {
            editor.chain().focus().setImage(image).run();
            close();
          }}
        />
      ) : null}
    </div>
  );
}
