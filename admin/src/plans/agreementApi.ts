import { graphql } from '../gql';
import { graphqlRequest, type ResultOf } from '../providers/graphqlRequest';

const PlanAgreements = graphql(`
  query PlanAgreements($id: ID!) {
    planAgreements(applicationId: $id) {
      planState
      signed {
        ...ConsoleAgreement
      }
      proposed {
        ...ConsoleAgreement
      }
    }
  }

  fragment ConsoleAgreement on PlanAgreement {
    version
    status
    kind
    signedAt
    cancelUntil
    signersLeft
    signatures {
      signer
      signedName
      signedAt
    }
    monthlyDeposit
    monthlyPaymentAmount
    monthlyFee
    setupFee
    termInMonths
    firstPaymentDate
    estimatedFinalPaymentDate
    creditorCount
    monthlyPlanRent
    plannedStartDate
    plannedEndDate
    signedAgreement {
      sha256
    }
  }
`);

export type PlanAgreementsResult = ResultOf<typeof PlanAgreements>['planAgreements'];
export type ConsoleAgreement = NonNullable<PlanAgreementsResult['signed']>;

export async function fetchPlanAgreements(applicationId: string): Promise<PlanAgreementsResult> {
  return (await graphqlRequest(PlanAgreements, { id: applicationId })).planAgreements;
}
