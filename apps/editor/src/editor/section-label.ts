// The owner-facing name of a section ("Hero", "Portada").
import type { TFunction } from 'i18next';
import type { SectionName } from '@vitrina/core-model';

export function sectionLabel(t: TFunction<['editor']>, name: SectionName): string {
  return t(`editor:sectionNames.${name}`);
}
