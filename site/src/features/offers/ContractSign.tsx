import { useEffect, useRef, useState } from 'react';
import { routes } from '@domain/applicationFlow';
import { isSigner, nextSigner } from '@domain/contractSignature';
import { goTo } from '../../components/navigation';
import { format, type IslandProps } from '../../i18n/islandStrings';
import { useFlowPage } from '../../lib/flow/useFlowPage';
import { notReady } from '../../lib/flow/FlowPageStatus';
import { EsignDisclosure, esignDisclosureKeys } from './EsignDisclosure';
import { money } from '../../lib/format';
import { formatDate, hasPlan, type PlanApplication } from './planData';
import { SignForm, signFormKeys } from './SignForm';
import { graphql } from '../../gql';

export const contractSignKeys = [
  ...signFormKeys,
  ...esignDisclosureKeys,
  'offers.sign.planTitle',
  'offers.sign.monthlyPayment',
  'offers.sign.term',
  'offers.sign.months',
  'offers.sign.firstPayment',
  'offers.sign.plannedStart',
  'offers.sign.plannedEnd',
  'offers.sign.monthlyRent',
  'offers.sign.backRentDue',
  'offers.sign.assistance',
  'offers.sign.noPlan',
  'offers.sign.signedBy',
  'offers.sign.spouseTitle',
  'offers.sign.spouseLead',
  'offers.sign.emailed',
] as const;

type Key = (typeof contractSignKeys)[number];

/** The plan's figures, as the borrower agrees to them. */
function PlanFigures({ application, ...island }: IslandProps<Key> & { application: PlanApplication }) {
  const { locale, strings } = island;
  const dollars = (value: number | null) => money(locale, value);
  const dmp = application.dmpEnrollment;
  const rental = application.rentalReliefPlan;
  const rows: [string, string][] =
    application.type === 'rental'
      ? [
          [strings['offers.sign.plannedStart'], formatDate(locale, rental?.plannedStartDate ?? null)],
          [strings['offers.sign.plannedEnd'], formatDate(locale, rental?.plannedEndDate ?? null)],
          [strings['offers.sign.monthlyRent'], dollars(rental?.monthlyPlanRent ?? null)],
          [strings['offers.sign.backRentDue'], dollars(rental?.monthlyBackRentDue ?? null)],
          [strings['offers.sign.assistance'], dollars(rental?.monthlyRentalAssistanceFundsApplied ?? null)],
        ]
      : [
          [strings['offers.sign.monthlyPayment'], dollars(dmp?.monthlyPaymentAmount ?? null)],
          [
            strings['offers.sign.term'],
            dmp?.termInMonths == null
              ? '—'
              : format(strings['offers.sign.months'], { months: dmp.termInMonths }),
          ],
          [strings['offers.sign.firstPayment'], formatDate(locale, dmp?.firstPaymentDate ?? null)],
        ];
  return (
    <section aria-labelledby="plan-title">
      <h2 id="plan-title">{strings['offers.sign.planTitle']}</h2>
      <dl className="offer-figures">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const SignApplicationFields = graphql(`
  fragment SignApplication on Application {
    ...PlanApplication
    borrower {
      firstName
      lastName
    }
    spouse {
      firstName
      lastName
    }
    signers
    contractSignatures {
      signer
      signedName
      signedAt
    }
  }
`);

/**
 * /contract/sign: the accepted plan, the E-SIGN disclosure, then each signer's consent, agreement and
 * typed name — the borrower's, then their spouse's or partner's on the same device when the
 * application has one ('Sign' → the spouse's turn, or /offers/status). A signed plan shows its
 * signatures; before a counsellor has prepared a plan there is nothing to sign.
 */
export default function ContractSign({
  locale,
  strings,
  counselorPhone,
}: IslandProps<Key> & { counselorPhone: string }) {
  const [state, retry] = useFlowPage(locale, routes.signContract, SignApplicationFields);
  const [handedOver, setHandedOver] = useState(false);
  const spouseTitle = useRef<HTMLHeadingElement>(null);
  const ready = state.status === 'ready';
  const next = ready
    ? nextSigner(state.application.signers.filter(isSigner), state.application.contractSignatures)
    : null;
  useEffect(() => {
    // The borrower has just signed: the page is now the spouse's, and says so where focus lands.
    if (handedOver && next === 'spouse') spouseTitle.current?.focus();
  }, [handedOver, next]);
  if (state.status !== 'ready') return notReady(state, strings, retry, 'application.loading');

  const { application } = state;
  if (!hasPlan(application)) return <p>{strings['offers.sign.noPlan']}</p>;
  const island = { locale, strings };
  const onSigned = (nextRoute: string) => {
    if (nextRoute !== routes.signContract) return goTo(locale, nextRoute);
    setHandedOver(true);
    retry();
  };
  return (
    <div className="offers">
      <PlanFigures {...island} application={application} />
      {application.contractSignatures.map((signature) => (
        <p className="application-note" key={signature.signer}>
          {format(strings['offers.sign.signedBy'], {
            name: signature.signedName,
            date: formatDate(locale, signature.signedAt),
          })}
        </p>
      ))}
      {next === null && application.contractSignatures.length > 0 && (
        <p className="application-note">{strings['offers.sign.emailed']}</p>
      )}
      {next && <EsignDisclosure {...island} counselorPhone={counselorPhone} />}
      {next === 'spouse' && (
        <section aria-labelledby="spouse-title">
          <h2 id="spouse-title" ref={spouseTitle} tabIndex={-1}>
            {format(strings['offers.sign.spouseTitle'], {
              name: [application.spouse?.firstName, application.spouse?.lastName].filter(Boolean).join(' '),
            })}
          </h2>
          <p>{strings['offers.sign.spouseLead']}</p>
        </section>
      )}
      {next && (
        <SignForm
          key={next}
          {...island}
          applicationId={application.id}
          signer={next}
          person={
            (next === 'spouse' ? application.spouse : application.borrower) ?? {
              firstName: null,
              lastName: null,
            }
          }
          onSigned={onSigned}
        />
      )}
    </div>
  );
}
