// The back office's Forms screen (issue 15): the forms at /manage/forms, the builder at /manage/forms/new
// and /manage/forms/{formId}, the customers' responses at /manage/forms/responses (?form=&customer=) and one
// response at /manage/forms/responses/{uuid}. Owners and managers use it (core-model canUseScreen).
import '../kit/kit.css';
import '../products/products.css';
import '../services/services.css';
import './forms.css';
import { useLocation } from 'react-router';
import type { Locale } from '@vitrina/core-model';
import { NotFoundPanel } from '../screen-panels.js';
import { FormEditor } from './form-editor.js';
import { FormList } from './form-list.js';
import { formsViewOf } from './form-paths.js';
import { FormResponseView } from './form-response-view.js';
import { FormResponses } from './form-responses.js';

export interface FormsScreenProps {
  clientId: number;
  /** The business's language: answered dates are shown in it. */
  businessLocale?: Locale;
  /** The business's IANA time zone. */
  timeZone?: string;
}

export function FormsScreen({ clientId, businessLocale = 'en', timeZone }: FormsScreenProps) {
  const view = formsViewOf(useLocation().pathname);
  if (view.name === 'new') return <FormEditor clientId={clientId} formId={null} />;
  if (view.name === 'edit') return <FormEditor key={view.formId} clientId={clientId} formId={view.formId} />;
  if (view.name === 'responses') return <FormResponses clientId={clientId} timeZone={timeZone} />;
  if (view.name === 'response') {
    return (
      <FormResponseView
        key={view.responseUuid}
        clientId={clientId}
        responseUuid={view.responseUuid}
        businessLocale={businessLocale}
        timeZone={timeZone}
      />
    );
  }
  if (view.name === 'unknown') return <NotFoundPanel />;
  return <FormList clientId={clientId} />;
}
