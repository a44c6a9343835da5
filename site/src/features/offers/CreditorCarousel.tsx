import { useRef, useState } from 'react';
import { swipeChangesSlide } from '@domain/carousel';
import { format, type Strings } from '../../i18n/islandStrings';
import type { Locale } from '../../i18n/t';
import { OfferTile, offerTileKeys } from './OfferTile';
import type { OfferFigures } from './offerData';

export const carouselKeys = [
  ...offerTileKeys,
  'offers.carousel.label',
  'offers.carousel.previous',
  'offers.carousel.next',
  'offers.carousel.position',
] as const;

/**
 * One creditor at a time: the arrows, or a swipe longer than half the window (borrower-application
 * §9). The position is announced so a screen reader hears the slide change.
 */
export function CreditorCarousel({
  locale,
  strings,
  offers,
}: {
  locale: Locale;
  strings: Strings<(typeof carouselKeys)[number]>;
  offers: OfferFigures[];
}) {
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const last = offers.length - 1;
  const move = (step: number) => setIndex((current) => Math.min(last, Math.max(0, current + step)));

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={strings['offers.carousel.label']}
      onTouchStart={(event) => (swipeStart.current = event.touches[0].clientX)}
      onTouchEnd={(event) => {
        if (swipeStart.current == null) return;
        const distance = event.changedTouches[0].clientX - swipeStart.current;
        swipeStart.current = null;
        if (swipeChangesSlide(distance, window.innerWidth)) move(distance < 0 ? 1 : -1);
      }}
    >
      <div className="carousel__slide" aria-roledescription="slide">
        <OfferTile key={offers[index].id} locale={locale} strings={strings} offer={offers[index]} />
      </div>
      <div className="carousel__controls">
        <button
          type="button"
          className="button button--secondary carousel__arrow"
          aria-label={strings['offers.carousel.previous']}
          disabled={index === 0}
          onClick={() => move(-1)}
        >
          <span aria-hidden="true">←</span>
        </button>
        <p className="carousel__position" aria-live="polite">
          {format(strings['offers.carousel.position'], { current: index + 1, total: offers.length })}
        </p>
        <button
          type="button"
          className="button button--secondary carousel__arrow"
          aria-label={strings['offers.carousel.next']}
          disabled={index === last}
          onClick={() => move(1)}
        >
          <span aria-hidden="true">→</span>
        </button>
      </div>
    </section>
  );
}
