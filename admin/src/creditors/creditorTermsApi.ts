import { graphql } from '../gql';
import { graphqlRequest, type ResultOf } from '../providers/graphqlRequest';

const CreditorTermsReviewQuery = graphql(`
  query CreditorTermsReview {
    creditorTermsReview {
      isReviewed
      reviewedAt
      reviewedByName
    }
  }
`);

const MarkCreditorTermsReviewed = graphql(`
  mutation MarkCreditorTermsReviewed {
    markCreditorTermsReviewed {
      isReviewed
      reviewedAt
      reviewedByName
    }
  }
`);

export type CreditorTermsReview = ResultOf<typeof CreditorTermsReviewQuery>['creditorTermsReview'];

/** The key every view of the review status shares, so marking it refreshes them all. */
export const reviewQueryKey = ['creditorTermsReview'] as const;

export async function fetchCreditorTermsReview(): Promise<CreditorTermsReview> {
  return (await graphqlRequest(CreditorTermsReviewQuery, {})).creditorTermsReview;
}

export async function markCreditorTermsReviewed(): Promise<CreditorTermsReview> {
  return (await graphqlRequest(MarkCreditorTermsReviewed, {})).markCreditorTermsReviewed;
}
