// The site's address, prefilled from the business name (core-model suggestSubdomain) and checked as typed
// (debounced): invalid and reserved at once by core-model's rule, available or taken by the API.
import { useField, useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeSubdomain, subdomainProblem, suggestSubdomain } from '@vitrina/core-model';
import { useLazySubdomainCheckQuery } from '@vitrina/api-client/signup';
import { TextField } from '@vitrina/ui-kit';
import { SIGNUP_NAME_MAX_LENGTH } from '@vitrina/validation';
import { useEditorServices } from '../../app/editor-services.js';
import { siteAddress, subdomainStatus, subdomainStatusError } from '../subdomain-status.js';
import type { SubdomainLookup } from '../subdomain-status.js';
import type { WizardValues } from '../wizard-values.js';

const CHECK_DELAY_MS = 400;

export function SubdomainField() {
  const { t } = useTranslation(['signup', 'validation']);
  const { location } = useEditorServices();
  const { values } = useFormikContext<WizardValues>();
  const [field, meta, helpers] = useField<string>('subdomain');
  const [check] = useLazySubdomainCheckQuery();
  const [lookup, setLookup] = useState<SubdomainLookup>({ label: null, answer: null, failed: false });

  // A first suggestion from the business name, only while the field is empty.
  useEffect(() => {
    if (field.value === '' && values.business_name.trim() !== '') void helpers.setValue(suggestSubdomain(values.business_name), false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const label = normalizeSubdomain(field.value ?? '');
  useEffect(() => {
    if (label === '' || subdomainProblem(label)) return undefined;
    let live = true;
    const timer = setTimeout(() => {
      check(label, true)
        .unwrap()
        .then(
          (answer) => live && setLookup({ label, answer, failed: false }),
          () => live && setLookup({ label, answer: null, failed: true }),
        );
    }, CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [label, check]);

  const status = subdomainStatus(field.value ?? '', lookup);
  const address = status.kind === 'empty' ? '' : siteAddress(status.label, location.host);
  const problem = subdomainStatusError(status);
  // The form's own error (required, or a refusal from Continue/finish) wins once shown.
  const formError = meta.touched && meta.error ? meta.error : null;

  let message: ReactNode = null;
  if (!formError) {
    if (status.kind === 'checking')
      message = (
        <span className="vs-subdomain__checking">
          <span className="vk-spinner vk-spinner--small" aria-hidden="true">
            <span className="vk-spinner__circle" />
          </span>{' '}
          {t('signup:subdomain.checking', { address })}
        </span>
      );
    else if (status.kind === 'available')
      message = <span className="vs-subdomain__ok">{t('signup:subdomain.available', { address })}</span>;
    else if (status.kind === 'unknown') message = t('signup:subdomain.failed');
    else if (problem) message = <span className="vs-subdomain__bad">{t(problem as 'validation:signup.subdomainTaken')}</span>;
  }

  return (
    <div className="vs-subdomain">
      <TextField
        name="subdomain"
        label={t('signup:fields.subdomain')}
        hint={t('signup:fields.subdomainHint')}
        required
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
        maxLength={SIGNUP_NAME_MAX_LENGTH}
      />
      <p className="vs-subdomain__status" role="status">
        {message}
      </p>
    </div>
  );
}
