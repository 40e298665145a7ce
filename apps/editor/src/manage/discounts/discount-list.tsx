// The Discount codes screen's list (/manage/discounts): every code with its state (active, paused, not
// started, ended, used up), what it takes off, its uses against its limit and its dates; Edit, and Pause or
// Resume on each row.
import { useTranslation } from 'react-i18next';
import { toMinorUnits } from '@vitrina/core-model';
import { useOwnerDiscountCodesQuery, usePauseOwnerDiscountCodeMutation, useStoreSettingsQuery } from '@vitrina/api-client/back-office';
import type { OwnerDiscountCode } from '@vitrina/api-client/back-office';
import { Button, useFormatMoney, useToast } from '@vitrina/ui-kit';
import { ButtonLink } from '../button-link.js';
import { Badge, ListScreen, RecordRow, plainListTexts } from '../kit/index.js';
import { NEW_DISCOUNT_PATH, discountPath } from './discount-paths.js';

const TONES = { active: 'primary', paused: 'muted', scheduled: 'warning', ended: 'muted', used_up: 'danger' } as const;

/** What the code takes off, in the business's money. */
export function useDiscountText(currency: string | undefined) {
  const { t } = useTranslation(['manage']);
  const format = useFormatMoney();
  return (code: Pick<OwnerDiscountCode, 'kind' | 'value'>) =>
    code.kind === 'percent'
      ? t('manage:discountsScreen.percentOff', { value: code.value })
      : t('manage:discountsScreen.amountOff', { amount: format(toMinorUnits(code.value), currency ?? 'USD') });
}

function DiscountRow({ code, clientId, currency }: { code: OwnerDiscountCode; clientId: number; currency: string | undefined }) {
  const { t } = useTranslation(['manage']);
  const toast = useToast();
  const format = useFormatMoney();
  const discountText = useDiscountText(currency);
  const [pause, { isLoading }] = usePauseOwnerDiscountCodeMutation();
  const toggle = async () => {
    const paused = !code.paused;
    try {
      await pause({ clientId, codeId: code.id, paused }).unwrap();
      toast.success(t(paused ? 'manage:discountsScreen.pausedToast' : 'manage:discountsScreen.resumedToast', { code: code.code }));
    } catch {
      toast.error(t('manage:discountsScreen.pauseFailed'));
    }
  };
  const minimum = toMinorUnits(code.minimum) ?? 0;
  return (
    <RecordRow
      className="vbp-row vbs-row vbd-row"
      title={code.code}
      badges={<Badge tone={TONES[code.state]}>{t(`manage:discountsScreen.states.${code.state}`)}</Badge>}
      facts={
        <>
          <span>{discountText(code)}</span>
          <span>
            {code.usage_limit === null
              ? t('manage:discountsScreen.uses', { count: code.used_count })
              : t('manage:discountsScreen.usesOf', { count: code.used_count, limit: code.usage_limit })}
          </span>
          {minimum > 0 ? <span>{t('manage:discountsScreen.minimum', { amount: format(minimum, currency ?? 'USD') })}</span> : null}
          {code.starts_on ? <span>{t('manage:discountsScreen.from', { date: code.starts_on })}</span> : null}
          {code.ends_on ? <span>{t('manage:discountsScreen.until', { date: code.ends_on })}</span> : null}
        </>
      }
      edit={{
        to: discountPath(code.id),
        text: t('manage:discountsScreen.edit'),
        label: t('manage:discountsScreen.editCode', { code: code.code }),
      }}
      actions={
        <Button
          variant="link"
          onClick={() => void toggle()}
          disabled={isLoading}
          aria-label={t(code.paused ? 'manage:discountsScreen.resumeCode' : 'manage:discountsScreen.pauseCode', { code: code.code })}
        >
          {t(code.paused ? 'manage:discountsScreen.resume' : 'manage:discountsScreen.pause')}
        </Button>
      }
    />
  );
}

export function DiscountList({ clientId }: { clientId: number }) {
  const { t } = useTranslation(['manage']);
  const list = useOwnerDiscountCodesQuery({ clientId }, { refetchOnMountOrArgChange: true });
  const currency = useStoreSettingsQuery(clientId).data?.currency;
  return (
    <ListScreen
      section="discountsScreen"
      titleId="vbd-title"
      className="vbl-blog vbp-products"
      actions={<ButtonLink to={NEW_DISCOUNT_PATH}>{t('manage:discountsScreen.newCode')}</ButtonLink>}
      query={list}
      items={list.data ?? []}
      texts={plainListTexts(t, 'discountsScreen')}
      row={(code) => <DiscountRow code={code} clientId={clientId} currency={currency} />}
    />
  );
}
