import { graphql } from '../gql';
import { answered, graphqlRequest } from '../providers/graphqlRequest';
import type { ReportValues } from './creditReviewModel';

const SaveCreditReview = graphql(`
  mutation SaveCreditReview($input: SaveCreditReviewInput!) {
    saveCreditReview(input: $input) {
      id
      updatedAt
    }
  }
`);

const ImportCreditReviewReport = graphql(`
  mutation ImportCreditReviewReport($input: ImportCreditReviewReportInput!) {
    importCreditReviewReport(input: $input) {
      id
      updatedAt
    }
  }
`);

const CompleteCreditReview = graphql(`
  mutation CompleteCreditReview($id: ID!) {
    completeCreditReview(id: $id) {
      id
      status
    }
  }
`);

export async function saveCreditReview(
  id: string,
  borrowerReport: ReportValues,
  spouseReport?: ReportValues,
) {
  const result = await graphqlRequest(SaveCreditReview, { input: { id, borrowerReport, spouseReport } });
  return answered(result.saveCreditReview, 'credit review');
}

export async function importCreditReviewReport(id: string, person: 'borrower' | 'spouse', content: string) {
  const result = await graphqlRequest(ImportCreditReviewReport, { input: { id, person, content } });
  return answered(result.importCreditReviewReport, 'credit review');
}

export async function completeCreditReview(id: string) {
  return answered((await graphqlRequest(CompleteCreditReview, { id })).completeCreditReview, 'credit review');
}
