// A part of a back-office screen under its own h2, which names it (`aria-labelledby`), with its classes named
// after one block: the section `block`, the heading `block__title`, the introduction `block__intro`.
import type { ReactNode } from 'react';

export interface TitledSectionProps {
  /** The section's class; its heading's and introduction's are named after it. */
  block: string;
  /** The heading's id. */
  titleId: string;
  title: string;
  /** A sentence under the heading. */
  intro?: string;
  children?: ReactNode;
}

export function TitledSection({ block, titleId, title, intro, children }: TitledSectionProps) {
  return (
    <section className={block} aria-labelledby={titleId}>
      <h2 id={titleId} className={`${block}__title`}>
        {title}
      </h2>
      {intro ? <p className={`${block}__intro`}>{intro}</p> : null}
      {children}
    </section>
  );
}
