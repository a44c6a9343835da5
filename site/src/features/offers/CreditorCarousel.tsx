import { useEffect, useRef, useState } from 'react';
import { swipeChangesSlide } from '@domain/carousel';
import { format, type Strings } from '../../i18n/islandStrings';
import type { Locale } from '../../i18n/t';
import { OfferTile, offerTileKeys } from '../../lib/offers/OfferTile';
import type { OfferFigures } from '../../lib/offers/offerData';

export const carouselKeys = [
  ...offerTileKeys,
  'offers.carousel.label',
  'offers.carousel.previous',
  'offers.carousel.next',
  'offers.carousel.position',
  'offers.carousel.positionPair',
] as const;

/** Two creditors side by side from this width (offers.css), so a desktop shows no empty half. */
const pairQuery = '(min-width: 48rem)';

function usePerView(): 1 | 2 {
  const [perView, setPerView] = useState<1 | 2>(1);
  useEffect(() => {
    const query = window.matchMedia(pairQuery);
    const update = () => setPerView(query.matches ? 2 : 1);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return perView;
}

/**
 * One creditor at a time on a phone, two side by side on a wide screen: the arrows, or a swipe longer
 * than half the window (borrower-application §9). The position is announced so a screen reader hears
 * the slide change.
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
  const perView = usePerView();
  const last = Math.max(0, offers.length - perView);
  const move = (step: number) => setIndex((current) => Math.min(last, Math.max(0, current + step * perView)));
  const shown = offers.slice(Math.min(index, last), Math.min(index, last) + perView);
  const first = Math.min(index, last) + 1;
  const position =
    shown.length > 1
      ? format(strings['offers.carousel.positionPair'], {
          first,
          second: first + 1,
          total: offers.length,
        })
      : format(strings['offers.carousel.position'], { current: first, total: offers.length });

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
        {shown.map((offer) => (
          <OfferTile key={offer.id} locale={locale} strings={strings} offer={offer} />
        ))}
      </div>
      <div className="carousel__controls">
        <button
          type="button"
          className="button button--secondary carousel__arrow"
          aria-label={strings['offers.carousel.previous']}
          disabled={first === 1}
          onClick={() => move(-1)}
        >
          <span aria-hidden="true">←</span>
        </button>
        <p className="carousel__position" aria-live="polite">
          {position}
        </p>
        <button
          type="button"
          className="button button--secondary carousel__arrow"
          aria-label={strings['offers.carousel.next']}
          disabled={first - 1 >= last}
          onClick={() => move(1)}
        >
          <span aria-hidden="true">→</span>
        </button>
      </div>
    </section>
  );
}
