// One side of the stale-save dialog: when the version was saved and what it changed.
import { useTranslation } from 'react-i18next';
import type { ChangePart } from '../store/change-summary.js';
import { sectionLabel } from './section-label.js';

export function ChangeList({ heading, when, parts }: { heading: string; when: string; parts: ChangePart[] }) {
  const { t } = useTranslation(['editor']);
  const names = parts.map((part) => (part.kind === 'section' ? sectionLabel(t, part.name) : t(`editor:changeParts.${part.kind}`)));
  return (
    <section className="ve-conflict__side">
      <h3>{heading}</h3>
      <p>{when}</p>
      <p>{names.length ? t('editor:save.changed', { parts: names.join(', ') }) : t('editor:save.unchanged')}</p>
    </section>
  );
}
