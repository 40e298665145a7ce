// A Schedule action's refusal: said in a toast and kept for the line beside its button (aria-live).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@vitrina/ui-kit';
import { appointmentFailureOf } from './appointment-errors.js';

export function useFail() {
  const { t } = useTranslation(['manage', 'errors']);
  const toast = useToast();
  const [message, setMessage] = useState('');
  const fail = (error: unknown) => {
    const text = t(appointmentFailureOf(error).key);
    setMessage(text);
    toast.error(text);
  };
  return { message, setMessage, fail };
}
