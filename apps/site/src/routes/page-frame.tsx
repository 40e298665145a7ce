// The frame of a public page: a landmark named by its one h1 (`<name>-title`) inside the section's inner
// box. Pages pass their own classes; the markup is what each page wrote before.
import type { ReactNode } from 'react';

export interface PageFrameProps {
  /** Gives the heading its id, `<name>-title`, which labels the landmark. */
  name: string;
  title: ReactNode;
  /** An article for one record (an order, a payment), a section otherwise. */
  as?: 'section' | 'article';
  className?: string;
  innerClassName?: string;
  children: ReactNode;
}

const classes = (base: string, more?: string) => (more ? `${base} ${more}` : base);

export function PageFrame({ name, title, as: Landmark = 'section', className, innerClassName, children }: PageFrameProps) {
  return (
    <Landmark className={classes('vs-section site-page', className)} aria-labelledby={`${name}-title`}>
      <div className={classes('vs-section__inner', innerClassName)}>
        <h1 id={`${name}-title`} className="vs-section__title">
          {title}
        </h1>
        {children}
      </div>
    </Landmark>
  );
}
