// A link the owner hands to a customer (a quote's, a form's), in a read-only box with a Copy button. When the
// clipboard refuses, the link is selected in its box and a message says to copy it from there (a visible
// fallback, announced).
import './copy-link.css';
import { useRef, useState } from 'react';
import { Button, useToast } from '@vitrina/ui-kit';

export interface CopyLinkTexts {
  /** The box's label. */
  label: string;
  /** The button. */
  copy: string;
  /** The toast after a copy. */
  copied: string;
  /** Shown when the clipboard refused. */
  failed: string;
}

export interface CopyLinkProps {
  /** Id of the box (unique on the page). */
  id: string;
  link: string;
  texts: CopyLinkTexts;
  className?: string;
}

export function CopyLink({ id, link, texts, className }: CopyLinkProps) {
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const [failed, setFailed] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setFailed(false);
      toast.success(texts.copied);
    } catch {
      setFailed(true);
      inputRef.current?.focus();
      inputRef.current?.select();
    }
  }
  return (
    <div className={['vb-copy-link', className].filter(Boolean).join(' ')}>
      <label className="vb-copy-link__label" htmlFor={id}>
        {texts.label}
      </label>
      <input
        id={id}
        ref={inputRef}
        className="vk-input vb-copy-link__input"
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
        aria-describedby={failed ? `${id}-failed` : undefined}
      />
      <Button type="button" variant="secondary" onClick={() => void copy()}>
        {texts.copy}
      </Button>
      <p id={`${id}-failed`} className="vb-copy-link__failed" role="status">
        {failed ? texts.failed : ''}
      </p>
    </div>
  );
}
