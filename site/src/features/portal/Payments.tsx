import type { ReactNode } from 'react';
import { dmpSchedule, type DmpSchedule } from '@domain/dmpSchedule';
import { format, type IslandProps } from '../../i18n/islandStrings';
import { GuideLinks, guideLinksKeys } from '../../lib/offers/GuideLinks';
import { calendarDay } from '../../lib/format';
import { PortalContent, portalContentKeys } from './PortalContent';
import { exactMoney, localToday, percent, planMoney } from './portalPages';
import { RentalPlan, rentalPlanKeys } from './RentalPlan';
import { SignedAgreementCard, signedAgreementCardKeys } from './SignedAgreementCard';
import { usePortal } from './usePortal';
import { graphql } from '../../gql';
import type { ResultOf } from '../../lib/graphql';
import { isOfferRoute } from '@domain/offerPages';
import { figure } from '../../lib/figure';

/*
 * /customer-portal/payments (service-portal §2): where the borrower stands on their debt management
 * plan. The product records the plan's terms, not the payments the agency receives, so every figure
 * is the plan's schedule (api/domain/dmpSchedule.ts) up to today on the reader's calendar, and the
 * page says so. The spec's sample figures are not shown: no plan, or a plan without its terms, is
 * said in plain words, followed by the page's children (PaymentsPage.astro: the counsellor's number).
 */

export const paymentsKeys = [
  ...portalContentKeys,
  ...guideLinksKeys,
  'portal.payments.figuresLabel',
  'portal.payments.scheduleNote',
  'portal.payments.active',
  'portal.payments.inactive',
  'portal.payments.monthlyPayment',
  'portal.payments.term',
  'portal.payments.months',
  'portal.payments.firstPayment',
  'portal.payments.nextPayment',
  'portal.payments.noNextPayment',
  'portal.payments.progressTitle',
  'portal.payments.progressLabel',
  'portal.payments.progressText',
  'portal.payments.amountDue',
  'portal.payments.amountRemaining',
  'portal.payments.caption',
  'portal.payments.payments',
  'portal.payments.amount',
  'portal.payments.none',
  'portal.payments.incomplete',
  ...rentalPlanKeys,
  ...signedAgreementCardKeys,
] as const;

type Key = (typeof paymentsKeys)[number];

export const PaymentsPortal = graphql(`
  fragment PaymentsPortal on CustomerPortal {
    application {
      type
      rentalReliefPlan {
        ...RentalPlanFigures
      }
      dmpEnrollment {
        id
        active
        firstPaymentDate
        monthlyPaymentAmount
        termInMonths
      }
      planState
      signedPlanAgreement {
        ...AgreementFields
        monthlyPaymentAmount
        termInMonths
        firstPaymentDate
        monthlyPlanRent
        monthlyBackRentDue
        monthlyRentalAssistanceFundsApplied
        plannedStartDate
        plannedEndDate
      }
      offerPages
    }
  }
`);

const PaymentsPage = graphql(`
  query PaymentsPage {
    me {
      ...PortalViewer
    }
    myPortal {
      ...PortalShell
      ...PaymentsPortal
    }
  }
`);

type Enrollment = NonNullable<NonNullable<ResultOf<typeof PaymentsPortal>['application']>['dmpEnrollment']>;
type Terms = Pick<Enrollment, 'firstPaymentDate' | 'monthlyPaymentAmount' | 'termInMonths'> & {
  active: boolean;
};

export default function Payments({ locale, strings, children }: IslandProps<Key> & { children?: ReactNode }) {
  const portal = usePortal(locale, PaymentsPage);
  return (
    <PortalContent portal={portal} locale={locale} strings={strings}>
      {({ application }) => {
        // The signed agreement's terms while one is in force: a counsellor's later change waits for signatures.
        const signed = application?.signedPlanAgreement ?? null;
        const agreement = signed && (
          <SignedAgreementCard
            locale={locale}
            strings={strings}
            agreement={signed}
            newTerms={application?.planState === 'toSign'}
          />
        );
        // A renter pays the rent their rental relief plan sets, not a debt management plan.
        if (application?.type === 'rental')
          return (
            <div className="portal-stack">
              <RentalPlan
                locale={locale}
                strings={strings}
                plan={
                  signed
                    ? { ...signed, dateSigned: signed.signedAt?.slice(0, 10) ?? null }
                    : application.rentalReliefPlan
                }
              />
              {agreement}
              {children}
            </div>
          );
        const dmp = application?.dmpEnrollment ?? null;
        const plan: Terms | null = dmp && (signed ? { ...signed, active: dmp.active } : dmp);
        const schedule = plan ? dmpSchedule(plan, localToday()) : null;
        if (!plan || !schedule) {
          return (
            <div className="portal-card portal-stack">
              <p>{strings[plan ? 'portal.payments.incomplete' : 'portal.payments.none']}</p>
              {children}
            </div>
          );
        }
        return (
          <div className="portal-stack">
            <GuideLinks
              locale={locale}
              strings={strings}
              pages={(application?.offerPages ?? []).filter(isOfferRoute)}
            />
            <Schedule locale={locale} strings={strings} plan={plan} schedule={schedule} />
            {agreement}
          </div>
        );
      }}
    </PortalContent>
  );
}

function Schedule({
  locale,
  strings,
  plan,
  schedule,
}: IslandProps<Key> & { plan: Terms; schedule: DmpSchedule }) {
  const term = plan.termInMonths ?? 0;
  const progressText = format(strings['portal.payments.progressText'], {
    percent: percent(locale, schedule.completionPercent),
    due: schedule.paymentsDue,
    term,
  });
  return (
    <div className="portal-stack">
      <section className="portal-card" aria-label={strings['portal.payments.figuresLabel']}>
        <p className="portal-note">{strings['portal.payments.scheduleNote']}</p>
        <p>
          <span className={`portal-verdict portal-verdict--${plan.active ? 'ok' : 'alert'}`}>
            {strings[plan.active ? 'portal.payments.active' : 'portal.payments.inactive']}
          </span>
        </p>
        <dl className="portal-figures">
          <div className="portal-figure">
            <dt>{strings['portal.payments.monthlyPayment']}</dt>
            <dd {...figure(plan.active ? 'planPayment' : 'dmpPayment')}>
              {planMoney(locale, plan.monthlyPaymentAmount)}
            </dd>
          </div>
          <div className="portal-figure">
            <dt>{strings['portal.payments.term']}</dt>
            <dd>{format(strings['portal.payments.months'], { months: term })}</dd>
          </div>
          <div className="portal-figure">
            <dt>{strings['portal.payments.nextPayment']}</dt>
            <dd>
              {schedule.nextPaymentDate ? (
                calendarDay(locale, schedule.nextPaymentDate)
              ) : (
                <span className="portal-figure__words">{strings['portal.payments.noNextPayment']}</span>
              )}
            </dd>
          </div>
        </dl>
      </section>

      <section className="portal-card" aria-labelledby="progress-title">
        <h2 id="progress-title">{strings['portal.payments.progressTitle']}</h2>
        <div
          className="portal-progress"
          role="progressbar"
          aria-label={strings['portal.payments.progressLabel']}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={schedule.completionPercent}
          aria-valuetext={progressText}
        >
          <div className="portal-progress__bar" style={{ width: `${schedule.completionPercent}%` }} />
        </div>
        <p className="portal-progress__text">{progressText}</p>
        <table className="portal-table portal-table--figures portal-table--compact">
          <caption className="portal-table__caption">{strings['portal.payments.caption']}</caption>
          <thead>
            <tr>
              <td />
              <th scope="col" className="portal-table__amount">
                {strings['portal.payments.payments']}
              </th>
              <th scope="col" className="portal-table__amount">
                {strings['portal.payments.amount']}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{strings['portal.payments.amountDue']}</th>
              <td className="portal-table__amount">{schedule.paymentsDue}</td>
              <td className="portal-table__amount">{exactMoney(locale, schedule.amountDue)}</td>
            </tr>
            <tr>
              <th scope="row">{strings['portal.payments.amountRemaining']}</th>
              <td className="portal-table__amount">{schedule.paymentsRemaining}</td>
              <td className="portal-table__amount">{exactMoney(locale, schedule.amountRemaining)}</td>
            </tr>
          </tbody>
        </table>
        <p className="portal-note">
          {strings['portal.payments.firstPayment']} {calendarDay(locale, plan.firstPaymentDate)}
        </p>
      </section>
    </div>
  );
}
