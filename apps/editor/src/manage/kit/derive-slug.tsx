// A record's address follows its name (core-model `slugify`) until the owner types in the address field.
import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { slugify } from '@vitrina/core-model';

export interface DeriveSlugProps {
  /** Whether the address still follows; false once the owner edited it. */
  follow: boolean;
  /** The field the address is made from (`name`; Blog's `title`). */
  from?: string;
}

/** Keeps `slug` equal to slugify(values[from]) while `follow` is true. */
export function DeriveSlug({ follow, from = 'name' }: DeriveSlugProps) {
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const source = values[from];
  const text = typeof source === 'string' ? source : '';
  useEffect(() => {
    if (follow) void setFieldValue('slug', slugify(text), false);
  }, [follow, text, setFieldValue]);
  return null;
}
