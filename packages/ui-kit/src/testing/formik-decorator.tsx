import type { Decorator } from '@storybook/react-vite';
import { Formik } from 'formik';

/**
 * Wraps a field story in a Formik form. Story parameters `initialErrors` / `initialTouched` show the
 * error state without typing (errors are i18n keys from @vitrina/validation, as in real forms).
 */
export function formikDecorator(initialValues: Record<string, unknown>): Decorator {
  return (Story, { parameters }) => (
    <Formik
      initialValues={{ ...initialValues, ...(parameters['initialValues'] as Record<string, unknown> | undefined) }}
      initialErrors={parameters['initialErrors'] as Record<string, string> | undefined}
      initialTouched={parameters['initialTouched'] as Record<string, boolean> | undefined}
      onSubmit={() => {}}
    >
      <Story />
    </Formik>
  );
}
