// A small record form made of the kit, for its tests and its story: a name and an address, as the catalog
// screens declare theirs (with the Products texts).
import { object, string } from 'yup';
import { TextField } from '@vitrina/ui-kit';
import { VALIDATION_MESSAGES } from '@vitrina/validation';
import { FormActions, ResourceForm } from './resource-form.js';
import type { ResourceFormProps, ResourceFormTexts } from './resource-form.js';

export interface DemoRecord {
  id: number;
  name: string;
  slug: string;
  published_at: string | null;
}

export interface DemoValues {
  name: string;
  slug: string;
  published_on: string;
}

export interface DemoInput {
  name: string;
  slug: string;
  published_at: string | null;
}

export const DEMO_TEXTS: ResourceFormTexts = {
  saved: 'manage:products.form.saved',
  refusals: {
    slugTaken: 'manage:products.form.slugTaken',
    fields: 'manage:products.form.invalid',
    featureDisabled: 'manage:blog.form.featureDisabled',
    freemium: 'manage:products.form.freemium',
    network: 'errors:network',
    other: 'manage:products.form.saveFailed',
  },
};

const demoSchema = object({
  name: string().trim().required(VALIDATION_MESSAGES.required.firstName),
  slug: string().required(VALIDATION_MESSAGES.required.lastName),
  published_at: string().nullable().defined(),
});

export type DemoFormProps = Pick<
  ResourceFormProps<DemoRecord, DemoValues, DemoInput>,
  'record' | 'save' | 'onCreated' | 'guardLeave' | 'refuseEarly'
> & { texts?: ResourceFormTexts<DemoRecord> };

export function DemoForm({ texts = DEMO_TEXTS, ...props }: DemoFormProps) {
  return (
    <>
      <h2 id="demo-title">Product</h2>
      <ResourceForm<DemoRecord, DemoValues, DemoInput>
        {...props}
        valuesOf={(record) => ({ name: record.name, slug: record.slug, published_on: record.published_at ?? '' })}
        empty={() => ({ name: '', slug: '', published_on: '' })}
        inputOf={(values) => ({ name: values.name.trim(), slug: values.slug, published_at: values.published_on || null })}
        schema={demoSchema}
        texts={texts}
        fieldNames={{ published_at: 'published_on' }}
        className="vbl-form"
        labelledBy="demo-title"
      >
        {({ isSubmitting }) => (
          <>
            <TextField name="name" label="Name" required />
            <TextField name="slug" label="Address" required />
            <TextField name="published_on" label="Published on" />
            <FormActions saveLabel="Save" saving={isSubmitting} />
          </>
        )}
      </ResourceForm>
    </>
  );
}
