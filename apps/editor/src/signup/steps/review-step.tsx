// Step 7: every answer once more, each part with a way back to change it, before the sign-up is sent.
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { currencyForCountry, industryById, normalizeSubdomain, serviceRadiusMiles, signupPriceCents } from '@vitrina/core-model';
import { currentLocale, formatDistance } from '@vitrina/i18n';
import { useTemplateListQuery } from '@vitrina/api-client/signup';
import { Button, useFormatMoney } from '@vitrina/ui-kit';
import { useEditorServices } from '../../app/editor-services.js';
import { siteAddress } from '../subdomain-status.js';
import type { WizardStep } from '../wizard-steps.js';
import { radiusInMiles } from '../wizard-values.js';
import type { WizardValues } from '../wizard-values.js';

export function ReviewStep({ onEdit }: { onEdit: (step: WizardStep) => void }) {
  const { t, i18n } = useTranslation(['signup']);
  const { location } = useEditorServices();
  const { values } = useFormikContext<WizardValues>();
  const templates = useTemplateListQuery();
  const industry = industryById(Number(values.industry_id));
  const template = templates.data?.templates.find((tpl) => String(tpl.id) === values.template_id);
  // The business will charge in its country's currency (the one sign-up gives it).
  const currency = currencyForCountry(values.country);
  const format = useFormatMoney();
  const place = values.goes_to_customers
    ? t('signup:review.mobile', {
        distance: formatDistance(serviceRadiusMiles(radiusInMiles(values)), values.country, currentLocale(i18n)),
        zip: values.postal_code,
      })
    : t('signup:review.storefront', {
        address: [values.address1, values.city, values.state, values.postal_code, values.country].filter((p) => p.trim() !== '').join(', '),
      });

  const rows: { step: WizardStep; lines: string[] }[] = [
    {
      step: 'business',
      lines: [
        values.business_name,
        industry ? t(`signup:industries.${industry.slug}.name` as 'signup:industries.other.name') : '',
        t(`signup:languages.${values.language}`),
      ],
    },
    { step: 'location', lines: [place] },
    { step: 'look', lines: [values.primary_brand_color, values.tagline_text, values.hero_subtext] },
    {
      step: 'services',
      lines: values.services.map((s) => {
        const cents = signupPriceCents(s.price);
        return cents === null
          ? t('signup:review.serviceLine', { name: s.name, minutes: s.duration_minutes })
          : t('signup:review.servicePriced', {
              name: s.name,
              price: format(cents, currency),
              minutes: s.duration_minutes,
            });
      }),
    },
    { step: 'template', lines: [template?.name ?? (values.template_id ? `#${values.template_id}` : t('signup:review.noTemplate'))] },
    { step: 'account', lines: [values.email, siteAddress(normalizeSubdomain(values.subdomain), location.host)] },
  ];

  return (
    <dl className="vs-review">
      {rows.map(({ step, lines }) => (
        <div key={step} className="vs-review__row">
          <dt className="vs-review__term">{t(`signup:steps.${step}.title`)}</dt>
          <dd className="vs-review__value">
            {lines
              .filter((line) => line.trim() !== '')
              .map((line, i) => (
                <span key={i} className="vs-review__line">
                  {step === 'look' && i === 0 && <span className="vs-review__swatch" style={{ background: line }} aria-hidden="true" />}
                  {line}
                </span>
              ))}
          </dd>
          <dd className="vs-review__edit">
            <Button
              variant="link"
              onClick={() => onEdit(step)}
              aria-label={t('signup:review.editStep', { step: t(`signup:steps.${step}.title`) })}
            >
              {t('signup:review.edit')}
            </Button>
          </dd>
        </div>
      ))}
    </dl>
  );
}
