import { useState } from 'react';
import { routes } from '@domain/applicationFlow';
import { goTo, localized } from '../../components/navigation';
import type { IslandProps, Strings } from '../../i18n/islandStrings';
import { StatusMessage } from '../../components/form/StatusMessage';
import { bankLinkingOffered } from '../../lib/bank/bankLinking';
import type { Locale } from '../../i18n/t';
import { BankLinkButton, bankLinkKeys } from '../../lib/bank/BankLinkButton';
import type { LinkedBank } from '../../lib/bank/bankLink';
import { BankNotConnectedDialog, bankNotConnectedKeys } from '../../lib/bank/BankNotConnectedDialog';
import { afterBankStep } from './afterBankStep';
import { applicationStep, saveStep } from '../../lib/flow/flowApi';
import { notReady } from '../../lib/flow/FlowPageStatus';
import { stepKeys } from '../../lib/flow/stepMessages';
import { useFlowPage } from '../../lib/flow/useFlowPage';
import { graphql } from '../../gql';

const ConnectBankAccount = graphql(`
  mutation ConnectBankAccount($input: ConnectBankAccountInput!) {
    step: connectBankAccount(input: $input) {
      ...StepResult
    }
  }
`);

export const bankConnectionKeys = [
  ...stepKeys,
  ...bankLinkKeys,
  ...bankNotConnectedKeys,
  'application.bankConnection.verify',
  'application.bankConnection.unable',
  'application.bankConnection.continue',
] as const;

export const BankConnectionApplicationFields = graphql(`
  fragment BankConnectionApplication on Application {
    id
    bankItems {
      id
    }
  }
`);

const BankConnectionPage = graphql(`
  query BankConnectionPage($id: ID!, $byId: Boolean!, $offerPage: Boolean!) {
    application: Application(id: $id) @include(if: $byId) {
      ...FlowPage
      ...BankConnectionApplication
    }
    myApplication @skip(if: $byId) {
      ...FlowPage
      ...BankConnectionApplication
    }
  }
`);

/** The connection saved, then on to the offers route the server names (presented first). */
async function connectBank(locale: Locale, applicationId: string, bank: LinkedBank) {
  const result = await afterBankStep(await saveStep(ConnectBankAccount, { applicationId, ...bank }));
  if (!result.ok || !result.data) return false;
  goTo(locale, result.data.nextRoute);
  return true;
}

/**
 * /application/bank-connection: 'Verify my income' opens the bank-linking widget; 'I'm unable to
 * connect an account' leads to the reason page, through the 'Bank Account Not Connected' modal
 * while no bank is connected.
 */
export default function BankConnection({
  locale,
  strings,
}: IslandProps<(typeof bankConnectionKeys)[number]>) {
  const [state, retry] = useFlowPage(locale, routes.bankConnection, BankConnectionPage);
  const [confirming, setConfirming] = useState(false);

  if (state.status !== 'ready') return notReady(state, strings, retry, 'application.loading');

  const { application } = state;
  const reasonPage = localized(locale, routes.reasonForNotConnectingAccount);
  if (!bankLinkingOffered())
    return <GoOnWithoutBank locale={locale} applicationId={application.id} strings={strings} />;

  return (
    <div className="bank-actions">
      <BankLinkButton
        applicationId={application.id}
        label={strings['application.bankConnection.verify']}
        strings={strings}
        onLinked={(bank) => connectBank(locale, application.id, bank)}
      />
      <a
        href={reasonPage}
        className="bank-actions__unable"
        onClick={(event) => {
          if (application.bankItems.length > 0) return;
          event.preventDefault();
          setConfirming(true);
        }}
      >
        {strings['application.bankConnection.unable']}
      </a>
      {confirming && (
        <BankNotConnectedDialog
          strings={strings}
          onClose={() => setConfirming(false)}
          onContinue={() => window.location.assign(reasonPage)}
        />
      )}
    </div>
  );
}

/** Where no bank can be linked, the page says so and the borrower goes on to the offers route. */
function GoOnWithoutBank({
  locale,
  applicationId,
  strings,
}: {
  locale: Locale;
  applicationId: string;
  strings: Strings<(typeof bankConnectionKeys)[number]>;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function goOn() {
    if (busy) return;
    setBusy(true);
    const result = await applicationStep('presentDecision', applicationId);
    if (result.ok && result.data) return goTo(locale, result.data.nextRoute);
    setBusy(false);
    setFailed(true);
  }
  return (
    <div className="bank-actions">
      <StatusMessage tone="error">{failed ? strings['bank.link.failed'] : ''}</StatusMessage>
      <p className="form-message form-message--info">{strings['bank.link.unavailable']}</p>
      <button
        type="button"
        className="button button--primary button--large"
        onClick={goOn}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
      >
        {busy && <span className="form-spinner" aria-hidden="true" />}
        {strings['application.bankConnection.continue']}
      </button>
    </div>
  );
}
