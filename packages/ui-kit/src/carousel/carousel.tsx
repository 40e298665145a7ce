import { Children, useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface CarouselProps {
  /** The slides, one per child. */
  children: ReactNode;
  /** Accessible name of the carousel (e.g. "Our services"); defaults to the translated "Carousel". */
  label?: string;
  /** Slide shown first (0-based). */
  initialIndex?: number;
  /** Called with the new index after every move. */
  onChange?: (index: number) => void;
  className?: string;
}

function isTextEntry(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * Carousel after the WAI-ARIA APG pattern, without autoplay: previous/next buttons, Left/Right/Home/End
 * keys anywhere inside it, slides labelled "n of m", and a polite live region announcing the new slide.
 */
export function Carousel({ children, label, initialIndex = 0, onChange, className }: CarouselProps) {
  const { t } = useTranslation(['ui']);
  const slides = Children.toArray(children);
  const total = slides.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(initialIndex, 0), Math.max(total - 1, 0)));
  const current = Math.min(index, Math.max(total - 1, 0));
  const rootRef = useRef<HTMLElement>(null);

  const go = useCallback(
    (target: number) => {
      if (total === 0) return;
      const next = ((target % total) + total) % total;
      setIndex(next);
      if (next !== current) onChange?.(next);
    },
    [current, total, onChange],
  );

  // Arrow keys work wherever focus sits inside the carousel, except while typing in a field. A native
  // listener: the carousel region itself is not a widget, only a place keys bubble through.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    const targets: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: total - 1 };
    const onKeyDown = (event: KeyboardEvent) => {
      const target = targets[event.key];
      if (target === undefined || isTextEntry(event.target)) return;
      event.preventDefault();
      go(target);
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [current, total, go]);

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label ?? t('ui:carousel.label')}
      className={className ? `vk-carousel ${className}` : 'vk-carousel'}
    >
      <div className="vk-carousel__slides" aria-live="polite">
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={t('ui:carousel.slide', { index: i + 1, total })}
            hidden={i !== current}
            className="vk-carousel__slide"
          >
            {slide}
          </div>
        ))}
      </div>
      {total > 1 && (
        <div className="vk-carousel__controls">
          <button
            type="button"
            className="vk-carousel__button vk-carousel__button--previous"
            aria-label={t('ui:carousel.previous')}
            onClick={() => go(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <span className="vk-carousel__position" aria-hidden="true">
            {t('ui:carousel.slide', { index: current + 1, total })}
          </span>
          <button
            type="button"
            className="vk-carousel__button vk-carousel__button--next"
            aria-label={t('ui:carousel.next')}
            onClick={() => go(current + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
