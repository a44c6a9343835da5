import { routes } from '@domain/applicationFlow';
import { goTo } from '../../components/navigation';
import type { IslandProps } from '../../i18n/islandStrings';
import { BankLinkButton, bankLinkKeys } from '../../lib/bank/BankLinkButton';
import { saveStep } from '../../lib/flow/flowApi';
import { notReady } from '../../lib/flow/FlowPageStatus';
import { stepKeys } from '../../lib/flow/stepMessages';
import { useFlowPage } from '../../lib/flow/useFlowPage';
import { FlowPageOnly } from '../../lib/flow/flowApi';
import { GuideLinks, guideLinksKeys } from '../../lib/offers/GuideLinks';
import { graphql } from '../../gql';
import { isOfferRoute } from '@domain/offerPages';

const ConnectBankAccount = graphql(`
  mutation ConnectBankAccount($input: ConnectBankAccountInput!) {
    step: connectBankAccount(input: $input) {
      ...StepResult
    }
  }
`);

export const callOrConnectKeys = [
  ...stepKeys,
  ...bankLinkKeys,
  ...guideLinksKeys,
  'offers.callOrConnect.connect',
] as const;

/**
 * /offers/call-or-connect-account: the borrower who accepted without a bank connected connects one
 * here, and then goes to call-us (borrower-application §4), whatever the offers route would be.
 */
export default function CallOrConnect({ locale, strings }: IslandProps<(typeof callOrConnectKeys)[number]>) {
  const [state, retry] = useFlowPage(locale, routes.callOrConnectAccount, FlowPageOnly);

  if (state.status !== 'ready') return notReady(state, strings, retry, 'application.loading');

  const applicationId = state.application.id;
  return (
    <div className="bank-actions">
      <BankLinkButton
        applicationId={applicationId}
        label={strings['offers.callOrConnect.connect']}
        strings={strings}
        onLinked={async (bank) => {
          const result = await saveStep(ConnectBankAccount, {
            applicationId,
            ...bank,
          });
          if (!result.ok) return false;
          goTo(locale, routes.callUs);
          return true;
        }}
      />
      <GuideLinks
        locale={locale}
        strings={strings}
        pages={state.application.offerPages?.filter(isOfferRoute) ?? []}
        current={routes.callOrConnectAccount}
      />
    </div>
  );
}
