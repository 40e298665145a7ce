import type { Meta, StoryObj } from '@storybook/react-vite';
import { VALIDATION_MESSAGES } from '@vitrina/validation';
import { Field, Form, Formik, useField } from 'formik';
import { object, string } from 'yup';
import { Button } from '../button/index.js';
import { TextField } from '../text-field/index.js';
import { FocusFirstError } from './focus-first-error.js';

// Press Send with the fields as they are: the focus lands on "Last name", the first field in error in the
// form's order (not the e-mail or the rating group below it). Fill it and press Send again: the e-mail; then
// the rating group (its first radio). Typing or leaving a field never moves the focus.

function Rating() {
  const [, meta] = useField('rating');
  const invalid = meta.touched && meta.error ? true : undefined;
  return (
    <fieldset>
      <legend>How was it?</legend>
      {['1', '2', '3'].map((n, index) => (
        <label key={n} style={{ marginInlineEnd: '1rem' }}>
          <Field type="radio" name="rating" value={n} aria-invalid={invalid && index === 0 ? true : undefined} /> {n}
        </label>
      ))}
    </fieldset>
  );
}

function Demo() {
  return (
    <Formik
      initialValues={{ firstName: 'Ana', lastName: '', email: '', rating: '' }}
      validationSchema={object({
        firstName: string().required(VALIDATION_MESSAGES.required.firstName),
        lastName: string().required(VALIDATION_MESSAGES.required.lastName),
        email: string().required(VALIDATION_MESSAGES.required.email),
        rating: string().required(VALIDATION_MESSAGES.informationRequired),
      })}
      onSubmit={() => {}}
    >
      <Form className="focus-first-error-demo" noValidate style={{ display: 'grid', gap: '1rem', maxWidth: '24rem' }}>
        <TextField name="firstName" label="First name" required />
        <TextField name="lastName" label="Last name" required />
        <TextField name="email" label="E-mail" type="email" required />
        <Rating />
        <FocusFirstError formSelector=".focus-first-error-demo" />
        <Button type="submit">Send</Button>
      </Form>
    </Formik>
  );
}

const meta = {
  title: 'Forms/FocusFirstError',
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AfterARefusedSubmit: Story = {};
