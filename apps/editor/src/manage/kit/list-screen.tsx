// A screen of records' list, from its declaration: its section of `manage` (`<section>.title|intro|list`: the
// heading, the introduction and the list's name), the actions above the list ("New …", in `vbl-blog__top`),
// the filters if any, the ResourceList's query and items, and one row per item (`vbl-list`). SectionFrame is
// its heading alone, for a screen that shows something else under it.
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '../screen-frame.js';
import { ResourceList } from './resource-list.js';
import type { ResourceListProps } from './resource-list.js';
import { sectionTexts } from './texts.js';
import type { SectionWith } from './texts.js';

export interface SectionFrameProps {
  /** The `manage` section whose `title` and `intro` head the screen. */
  section: SectionWith<'title' | 'intro'>;
  titleId: string;
  className: string;
  children: ReactNode;
}

/** ScreenFrame with the section's own heading and introduction. */
export function SectionFrame({ section, ...frame }: SectionFrameProps) {
  const { t } = useTranslation(['manage']);
  return <ScreenFrame {...frame} {...sectionTexts(t, section, ['title', 'intro'])} />;
}

export interface ListScreenProps<T extends { id: number }> extends Omit<ResourceListProps<T>, 'children' | 'className'> {
  /** The `manage` section whose `title`, `intro` and `list` (the list's name) it shows. */
  section: SectionWith<'title' | 'intro' | 'list'>;
  titleId: string;
  className: string;
  /** What stands above the list (the "New …" link). */
  actions: ReactNode;
  /** A class beside `vbl-blog__top` for those actions. */
  actionsClassName?: string;
  /** Between the actions and the list (the filter bar). */
  filters?: ReactNode;
  row: (item: T) => ReactNode;
  /** After the list (a dialog a row opens). */
  children?: ReactNode;
}

export function ListScreen<T extends { id: number }>(props: ListScreenProps<T>) {
  const { section, titleId, className, actions, actionsClassName, filters, row, children, ...list } = props;
  const { t } = useTranslation(['manage']);
  const label = sectionTexts(t, section, ['list']).list;
  return (
    <SectionFrame section={section} titleId={titleId} className={className}>
      <div className={['vbl-blog__top', actionsClassName].filter(Boolean).join(' ')}>{actions}</div>
      {filters}
      <ResourceList {...list} className="vbl-blog__list">
        {(items) => (
          <ul className="vbl-list" aria-label={label}>
            {items.map((item) => (
              <Fragment key={item.id}>{row(item)}</Fragment>
            ))}
          </ul>
        )}
      </ResourceList>
      {children}
    </SectionFrame>
  );
}
