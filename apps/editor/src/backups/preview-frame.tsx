// Renders its children inside an iframe (a portal into the frame's document) with the editor's styles:
// a backup's preview is the real site sections, and in their own document their fixed element ids do
// not collide with the same sections on the editor page behind the popup. Links do not navigate.
import { useCallback, useRef, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface PreviewFrameProps {
  title: string;
  children: ReactNode;
  className?: string;
}

function copyStyles(from: Document, to: Document) {
  for (const node of from.querySelectorAll('link[rel="stylesheet"], style')) to.head.appendChild(node.cloneNode(true));
}

const stopNavigation = (event: MouseEvent) => {
  if (event.target instanceof Element && event.target.closest('a, button[type="submit"], form')) event.preventDefault();
};

/** The frame has no src: its about:blank document is there at once; rewrite it in standards mode. */
function prepare(doc: Document, title: string) {
  doc.open();
  doc.write('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
  doc.close();
  doc.documentElement.lang = document.documentElement.lang;
  doc.title = title;
  copyStyles(document, doc);
}

export function PreviewFrame({ title, children, className }: PreviewFrameProps) {
  const [body, setBody] = useState<HTMLElement | null>(null);
  const titleRef = useRef(title);
  const attach = useCallback((frame: HTMLIFrameElement | null) => {
    const doc = frame?.contentDocument;
    if (!doc) {
      setBody(null);
      return;
    }
    prepare(doc, titleRef.current);
    setBody(doc.body);
  }, []);

  return (
    <>
      <iframe ref={attach} title={title} className={className ?? 've-preview-frame'} />
      {body
        ? createPortal(
            <div className="ve-preview-frame__root" onClickCapture={stopNavigation}>
              {children}
            </div>,
            body,
          )
        : null}
    </>
  );
}
