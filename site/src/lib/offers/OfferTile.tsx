import { useId, useState } from 'react';
import { accountEnding } from '@domain/accountNumber';
import { offerSavings } from '@domain/savings';
import type { Strings } from '../../i18n/islandStrings';
import type { Locale } from '../../i18n/t';
import { money } from '../format';
import { creditorFigure, lenderOf, type OfferFigures } from './offerData';

export const offerTileKeys = [
  'offers.tile.balance',
  'offers.tile.currentPayment',
  'offers.tile.newPayment',
  'offers.tile.savings',
  'offers.tile.term',
  'offers.tile.months',
  'offers.tile.currentApr',
  'offers.tile.proposedApr',
  'offers.tile.showDetails',
  'offers.tile.hideDetails',
] as const;

const percent = (locale: Locale, value: number | null) =>
  value == null
    ? '—'
    : new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US', { maximumFractionDigits: 2 }).format(value) +
      '%';

/** One creditor's offer: the new payment and the saving, the rest behind 'Show details'. */
export function OfferTile({
  locale,
  strings,
  offer,
}: {
  locale: Locale;
  strings: Strings<(typeof offerTileKeys)[number]>;
  offer: OfferFigures;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const dollars = (value: number | null) => money(locale, value);
  const ending = accountEnding(locale, offer.accountLastFour);
  const savings =
    offer.currentPayment == null || offer.payment == null
      ? null
      : offerSavings(offer.currentPayment, offer.payment);
  return (
    <article className="offer-tile">
      <h3 className="offer-tile__lender">
        {lenderOf(offer)}
        {ending && <span className="offer-tile__account">{ending}</span>}
      </h3>
      <dl className="offer-figures">
        <div>
          <dt>{strings['offers.tile.balance']}</dt>
          <dd {...creditorFigure(offer, 'balance')}>{dollars(offer.balance)}</dd>
        </div>
        <div>
          <dt>{strings['offers.tile.currentPayment']}</dt>
          <dd {...creditorFigure(offer, 'currentPayment')}>{dollars(offer.currentPayment)}</dd>
        </div>
        <div>
          <dt>{strings['offers.tile.newPayment']}</dt>
          <dd className="offer-figures__new" {...creditorFigure(offer, 'payment')}>
            {dollars(offer.payment)}
          </dd>
        </div>
        <div>
          <dt>{strings['offers.tile.savings']}</dt>
          <dd {...creditorFigure(offer, 'savings')}>{dollars(savings)}</dd>
        </div>
      </dl>
      <button
        type="button"
        className="link-button offer-tile__toggle"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen(!open)}
      >
        {open ? strings['offers.tile.hideDetails'] : strings['offers.tile.showDetails']}
      </button>
      <dl className="offer-figures" id={detailsId} hidden={!open}>
        <div>
          <dt>{strings['offers.tile.term']}</dt>
          <dd>{offer.term == null ? '—' : `${offer.term} ${strings['offers.tile.months']}`}</dd>
        </div>
        <div>
          <dt>{strings['offers.tile.currentApr']}</dt>
          <dd>{percent(locale, offer.currentApr)}</dd>
        </div>
        <div>
          <dt>{strings['offers.tile.proposedApr']}</dt>
          <dd>{percent(locale, offer.proposedApr)}</dd>
        </div>
      </dl>
    </article>
  );
}
