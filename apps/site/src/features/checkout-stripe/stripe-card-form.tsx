// Stripe's card field (Elements' `card` element) for the payment step with the stripe gateway: number,
// expiry and CVC are typed into Stripe's own iframe and go to Stripe only; this page gets a PaymentMethod id
// (`pm_…`) back, which is all the checkout posts. Loading, load failure (with a retry) and the field's live
// error are shown in the page's words; spec §5's card messages where Stripe's error has one.
import type { Stripe, StripeCardElement, StripeCardElementChangeEvent, StripeElementLocale } from '@stripe/stripe-js';
import { Button, Spinner } from '@vitrina/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardErrorKey } from './card-errors.js';
import { loadStripeOnce, type StripeLoader } from './stripe-loader.js';
import './checkout-stripe.css';

export type StripeCardResult = { ok: true; paymentMethodId: string } | { ok: false; message: string };

/** What the payment step can do with the card field once it is ready. */
export interface StripeCardHandle {
  /** Sends the typed card to Stripe and answers its PaymentMethod id, or a message to show. */
  createPaymentMethod(billing: { name: string; email?: string }): Promise<StripeCardResult>;
  focus(): void;
}

export interface StripeCardState {
  /** Every part of the card is typed and looks valid. */
  complete: boolean;
  /** The message to show now (already translated), or null. */
  error: string | null;
}

export interface StripeCardFormProps {
  publishableKey: string;
  /** The page's language: Elements writes its placeholders and messages in it. */
  locale: 'en' | 'es';
  onReady(handle: StripeCardHandle): void;
  onChange?(state: StripeCardState): void;
  disabled?: boolean;
  /** Tests pass a fake Stripe; default: Stripe.js from js.stripe.com. */
  loadStripe?: StripeLoader;
}

/** The site's look, given to the iframe (it cannot read our CSS). */
function elementStyle() {
  const css = typeof window === 'undefined' ? null : getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => css?.getPropertyValue(name).trim() || fallback;
  return {
    base: {
      color: read('--vitrina-text', '#1a1a1a'),
      fontFamily: read('--vitrina-font', 'system-ui, sans-serif'),
      fontSize: '16px',
      '::placeholder': { color: read('--vitrina-text-muted', '#595959') },
    },
    invalid: { color: read('--vitrina-danger', '#b3261e'), iconColor: read('--vitrina-danger', '#b3261e') },
  };
}

type Phase = 'loading' | 'ready' | 'failed';

export function StripeCardForm({
  publishableKey,
  locale,
  onReady,
  onChange,
  disabled = false,
  loadStripe = loadStripeOnce,
}: StripeCardFormProps) {
  const { t } = useTranslation(['commerce', 'validation']);
  const id = useId();
  const mountRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<StripeCardElement | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  // The latest callbacks, without remounting Stripe's iframe when the parent re-renders.
  const callbacks = useRef({ onReady, onChange, t });
  useEffect(() => {
    callbacks.current = { onReady, onChange, t };
  });

  useEffect(() => {
    let live = true;
    let card: StripeCardElement | null = null;
    const messageOf = (e: { code?: string; message?: string } | undefined) => {
      if (!e) return null;
      const key = cardErrorKey(e.code);
      return key ? String(callbacks.current.t(key as never)) : (e.message ?? String(callbacks.current.t('validation:invalid.cardNumber')));
    };
    void loadStripe(publishableKey).then((stripe: Stripe | null) => {
      if (!live) return;
      if (!stripe || !mountRef.current) return setPhase('failed');
      const elements = stripe.elements({ locale: locale as StripeElementLocale });
      card = elements.create('card', { style: elementStyle(), hidePostalCode: true, disabled });
      cardRef.current = card;
      card.on('change', (event: StripeCardElementChangeEvent) => {
        const message = messageOf(event.error);
        setError(message);
        callbacks.current.onChange?.({ complete: event.complete, error: message });
      });
      card.on('ready', () => {
        if (!live) return;
        setPhase('ready');
        const mounted = card as StripeCardElement;
        callbacks.current.onReady({
          focus: () => mounted.focus(),
          async createPaymentMethod(billing) {
            const result = await stripe.createPaymentMethod({
              type: 'card',
              card: mounted,
              billing_details: { name: billing.name, ...(billing.email ? { email: billing.email } : {}) },
            });
            if (result.error || !result.paymentMethod) {
              const message = messageOf(result.error) ?? String(callbacks.current.t('commerce:checkoutFlow.cardFormFailed'));
              setError(message);
              return { ok: false, message };
            }
            return { ok: true, paymentMethodId: result.paymentMethod.id };
          },
        });
      });
      card.mount(mountRef.current);
    });
    return () => {
      live = false;
      card?.destroy();
      cardRef.current = null;
    };
    // `disabled` is applied below without remounting.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [publishableKey, locale, loadStripe, attempt]);

  useEffect(() => {
    cardRef.current?.update({ disabled });
  }, [disabled]);

  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={['vk-field', 'stripe-card', error && 'vk-field--invalid'].filter(Boolean).join(' ')}>
      {/* A <label> cannot name Stripe's iframe: the group around it is named instead. */}
      <span id={labelId} className="vk-field__label">
        {t('commerce:stripeCard.label')}
      </span>
      <p id={hintId} className="vk-field__hint">
        {t('commerce:stripeCard.hint')}
      </p>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-busy={phase === 'loading'}
      >
        <div ref={mountRef} className="stripe-card__field vk-input" hidden={phase === 'failed'} />
        {phase === 'loading' && <Spinner size="small" label={t('commerce:checkoutFlow.cardLoading')} />}
      </div>
      {phase === 'failed' && (
        <div role="alert" className="stripe-card__failed">
          <p className="vk-field__error">{t('commerce:checkoutFlow.cardFormFailed')}</p>
          <Button
            variant="secondary"
            onClick={() => {
              setPhase('loading');
              setAttempt((n) => n + 1);
            }}
          >
            {t('commerce:checkoutFlow.retry')}
          </Button>
        </div>
      )}
      <p id={errorId} className="vk-field__error" role="alert" hidden={!error}>
        {error}
      </p>
    </div>
  );
}
