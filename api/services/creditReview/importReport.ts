import type { Viewer } from '../../auth/viewer';
import type { CreditReportInput } from '../../domain/creditReportEntry';
import { AppError } from '../../errors';
import { CreditPullFailed } from '../../integrations/creditBureau/creditBureau';
import { reportOfExperian } from '../../integrations/creditBureau/experianReport';
import type { ServiceDeps } from '../deps';
import { reviewMessages, saveCreditReview, type ReviewPerson } from './creditReview';
import { entryOfBureauReport } from './reviewedReport';

/** A report file's size limit: one person's report is a few hundred kilobytes at most. */
export const maxReportFileChars = 500_000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A report file a counsellor downloaded, read the way its source is read: Experian's credit-report
 * JSON by the same mapping as the bureau's own answer (api/integrations/creditBureau/experianReport.ts),
 * or the review's JSON ({ vantageScore, tradelines, collections }, README "Credit review"). Either is
 * then judged by the one tradeline rule and saved as the person's report, audited as an import.
 */
export async function importCreditReviewReport(
  deps: ServiceDeps,
  viewer: Viewer | null,
  input: { id: string; person: ReviewPerson; content: string },
) {
  const report = reportOfFile(input.content);
  return saveCreditReview(
    deps,
    viewer,
    { id: input.id, [input.person === 'spouse' ? 'spouseReport' : 'borrowerReport']: report },
    'importCreditReport',
  );
}

function reportOfFile(content: string): CreditReportInput {
  if (content.length > maxReportFileChars) throw new AppError('BAD_USER_INPUT', reviewMessages.notAReport);
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw new AppError('BAD_USER_INPUT', reviewMessages.notAReport);
  }
  if (!isObject(parsed)) throw new AppError('BAD_USER_INPUT', reviewMessages.notAReport);
  if (Array.isArray(parsed.creditProfile)) {
    try {
      return entryOfBureauReport(reportOfExperian(parsed));
    } catch (error) {
      const why =
        error instanceof CreditPullFailed ? 'Experian found no file in it' : (error as Error).message;
      throw new AppError('BAD_USER_INPUT', `${reviewMessages.notAReport} (${why})`);
    }
  }
  if (Array.isArray(parsed.tradelines) || parsed.vantageScore !== undefined)
    return parsed as CreditReportInput;
  throw new AppError('BAD_USER_INPUT', reviewMessages.notAReport);
}
