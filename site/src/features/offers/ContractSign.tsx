import { useEffect, useRef, useState } from 'react';
import { routes } from '@domain/applicationFlow';
import { isSigner } from '@domain/contractSignature';
import { goTo } from '../../components/navigation';
import { format, type IslandProps } from '../../i18n/islandStrings';
import { useFlowPage } from '../../lib/flow/useFlowPage';
import { notReady } from '../../lib/flow/FlowPageStatus';
import { AgreementDocument } from '../../lib/agreement/AgreementDocument';
import { documentIn, type Agreement } from '../../lib/agreement/agreementData';
import { EsignDisclosure, esignDisclosureKeys } from './EsignDisclosure';
import { formatDate } from './planData';
import { SignForm, signFormKeys } from './SignForm';
import { graphql } from '../../gql';

export const contractSignKeys = [
  ...signFormKeys,
  ...esignDisclosureKeys,
  'offers.sign.noPlan',
  'offers.sign.signedBy',
  'offers.sign.spouseTitle',
  'offers.sign.spouseLead',
  'offers.sign.emailed',
  'offers.sign.versionTitle',
  'offers.sign.newTerms',
  'offers.sign.signedTitle',
  'offers.sign.download',
] as const;

type Key = (typeof contractSignKeys)[number];

export const SignApplicationFields = graphql(`
  fragment SignApplication on Application {
    id
    borrower {
      firstName
      lastName
    }
    spouse {
      firstName
      lastName
    }
    signedPlanAgreement {
      ...AgreementFields
    }
    proposedPlanAgreement {
      ...AgreementFields
    }
  }
`);

const ContractSignPage = graphql(`
  query ContractSignPage($id: ID!, $byId: Boolean!, $offerPage: Boolean!) {
    application: Application(id: $id) @include(if: $byId) {
      ...FlowPage
      ...SignApplication
    }
    myApplication @skip(if: $byId) {
      ...FlowPage
      ...SignApplication
    }
  }
`);

function Signatures({ agreement, locale, strings }: IslandProps<Key> & { agreement: Agreement }) {
  return agreement.signatures.map((signature) => (
    <p className="application-note" key={signature.signer}>
      {format(strings['offers.sign.signedBy'], {
        name: signature.signedName,
        date: formatDate(locale, signature.signedAt),
      })}
    </p>
  ));
}

/** A plan already signed, and no new terms: its signatures, where the copies went, and the copy itself. */
function SignedAgreement({ agreement, ...island }: IslandProps<Key> & { agreement: Agreement }) {
  const { locale, strings } = island;
  return (
    <div className="offers">
      <Signatures {...island} agreement={agreement} />
      <p className="application-note">{strings['offers.sign.emailed']}</p>
      <a href="/api/signed-agreement.pdf" download>
        {strings['offers.sign.download']}
      </a>
      <section aria-labelledby="agreement-title">
        <h2 id="agreement-title">
          {format(strings['offers.sign.signedTitle'], { version: agreement.version })}
        </h2>
        <AgreementDocument blocks={documentIn(agreement, locale)} level={3} />
      </section>
    </div>
  );
}

/**
 * /contract/sign: the agreement to sign (every creditor, the deposit, the fees, the right to cancel…,
 * api/domain/agreementDocument.ts), the E-SIGN disclosure, then each signer's consent, agreement and
 * typed name — the borrower's, then their spouse's or partner's on the same device when the
 * application has one. Each signature carries the fingerprint of the terms shown, so nobody signs
 * terms they did not read. New terms for a signed plan say that the signed agreement stays in force
 * until everyone signs them.
 */
export default function ContractSign({
  locale,
  strings,
  counselorPhone,
}: IslandProps<Key> & { counselorPhone: string }) {
  const [state, retry] = useFlowPage(locale, routes.signContract, ContractSignPage);
  const [handedOver, setHandedOver] = useState(false);
  const spouseTitle = useRef<HTMLHeadingElement>(null);
  const proposed = state.status === 'ready' ? state.application.proposedPlanAgreement : null;
  const next = proposed?.signersLeft.filter(isSigner)[0] ?? null;
  useEffect(() => {
    // The borrower has just signed: the page is now the spouse's, and says so where focus lands.
    if (handedOver && next === 'spouse') spouseTitle.current?.focus();
  }, [handedOver, next]);
  if (state.status !== 'ready') return notReady(state, strings, retry, 'application.loading');

  const { application } = state;
  const island = { locale, strings };
  const signed = application.signedPlanAgreement;
  if (!proposed)
    return signed ? (
      <SignedAgreement {...island} agreement={signed} />
    ) : (
      <p>{strings['offers.sign.noPlan']}</p>
    );
  const onSigned = (nextRoute: string) => {
    if (nextRoute !== routes.signContract) return goTo(locale, nextRoute);
    setHandedOver(true);
    retry();
  };
  return (
    <div className="offers">
      {signed && (
        <p className="application-note">
          {format(strings['offers.sign.newTerms'], {
            version: signed.version,
            date: formatDate(locale, signed.signedAt),
          })}
        </p>
      )}
      <section aria-labelledby="agreement-title">
        <h2 id="agreement-title">
          {format(strings['offers.sign.versionTitle'], { version: proposed.version })}
        </h2>
        <AgreementDocument blocks={documentIn(proposed, locale)} level={3} />
      </section>
      <Signatures {...island} agreement={proposed} />
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
          termsDigest={proposed.termsDigest}
          person={
            (next === 'spouse' ? application.spouse : application.borrower) ?? {
              firstName: null,
              lastName: null,
            }
          }
          onSigned={onSigned}
          onTermsChanged={retry}
        />
      )}
    </div>
  );
}
