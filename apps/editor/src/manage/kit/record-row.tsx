// One record in a list screen's `vbl-list` (Products, Services, Staff, Forms): what leads the row (a
// thumbnail), its title, badges and facts, then its actions — Edit first (a link named after the record),
// then the screen's others.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A badge on a row (`vbl-badge`, toned `vbp-badge--<tone>`). */
export function Badge({ children, tone }: { children: string; tone?: 'muted' | 'primary' | 'warning' | 'danger' }) {
  return <span className={tone ? `vbl-badge vbp-badge--${tone}` : 'vbl-badge'}>{children}</span>;
}

export interface RecordRowProps {
  /** The row's class (`vbp-row` and the screen's). */
  className: string;
  /** Before the row's text (the product's thumbnail). */
  lead?: ReactNode;
  title: string;
  badges: ReactNode;
  facts: ReactNode;
  /** Under the facts. */
  more?: ReactNode;
  /** The Edit link: where, its text and its accessible name (which names the record). */
  edit: { to: string; text: string; label: string };
  /** After Edit. */
  actions?: ReactNode;
}

export function RecordRow({ className, lead, title, badges, facts, more, edit, actions }: RecordRowProps) {
  return (
    <li className={className}>
      {lead}
      <div className="vbp-row__main">
        <span className="vbl-row__title">{title}</span>
        <span className="vbp-row__badges">{badges}</span>
        <span className="vbp-row__facts">{facts}</span>
        {more}
      </div>
      <span className="vbl-row__actions vbp-row__actions">
        <Link className="vbl-link" to={edit.to} aria-label={edit.label}>
          {edit.text}
        </Link>
        {actions}
      </span>
    </li>
  );
}
