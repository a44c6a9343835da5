import { Alert, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import {
  EditBase,
  Form,
  Link,
  SaveButton,
  Title,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
} from 'react-admin';
import type { CreditReportEntry } from '@domain/creditReportEntry';
import { fieldErrorsOf } from '../providers/graphqlErrors';
import { completeCreditReview, saveCreditReview } from './creditReviewApi';
import {
  isBlank,
  nestedErrors,
  reportValuesOf,
  validateReview,
  type ReviewValues,
} from './creditReviewModel';
import { ImportReportButton } from './ImportReportButton';
import { ReportInputs } from './ReportInputs';

interface ReviewRecord {
  id: string;
  applicationId: string;
  status: string;
  borrowerName: string | null;
  hasSpouse: boolean;
  borrowerReport: CreditReportEntry | null;
  spouseReport: CreditReportEntry | null;
}

/** Complete review asks for what is saved: with unsaved typing it waits for Save. */
const CompleteButton = ({ record }: { record: ReviewRecord }) => {
  const { isDirty } = useFormState();
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const redirect = useRedirect();
  const complete = async () => {
    setBusy(true);
    try {
      await completeCreditReview(record.id);
      notify('Review complete: the decision and offers are made, and the borrower is e-mailed.', {
        type: 'success',
      });
      redirect('list', 'CreditReview');
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="contained"
      color="secondary"
      disabled={isDirty || busy || !record.borrowerReport}
      onClick={complete}
    >
      Complete review
    </Button>
  );
};

const ReviewForm = () => {
  const record = useRecordContext<ReviewRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const done = record.status !== 'awaiting';
  const values: ReviewValues = {
    borrowerReport: reportValuesOf(record.borrowerReport),
    ...(record.hasSpouse ? { spouseReport: reportValuesOf(record.spouseReport) } : {}),
  };
  const save = async (typed: Record<string, unknown>) => {
    const form = typed as unknown as ReviewValues;
    const spouse = record.hasSpouse && !isBlank(form.spouseReport) ? form.spouseReport : undefined;
    try {
      await saveCreditReview(record.id, form.borrowerReport, spouse);
      notify('Credit review saved.', { type: 'success' });
      refresh();
      return undefined;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      notify((error as Error).message, { type: 'error' });
      return fields ? nestedErrors(fields) : undefined;
    }
  };
  return (
    <Form
      key={`${record.id}-${JSON.stringify(values)}`}
      record={{ id: record.id, ...values }}
      onSubmit={save}
      validate={(typed) => {
        const form = typed as unknown as ReviewValues;
        const withSpouse = record.hasSpouse && !isBlank(form.spouseReport);
        return validateReview(form, withSpouse);
      }}
    >
      <Box sx={{ p: 2 }}>
        <Alert severity={done ? 'success' : 'info'} sx={{ mb: 2 }}>
          {done
            ? 'This review is complete: its reports are the application’s credit reports.'
            : 'Pull the borrower’s credit report, then enter what it shows (or import the bureau’s file), save, and complete the review.'}{' '}
          <Link to={`/Application/${record.applicationId}/show`}>Open the application</Link>
        </Alert>
        <fieldset disabled={done} style={{ border: 0, padding: 0, margin: 0 }}>
          <ReportInputs person="borrowerReport" title={`Borrower: ${record.borrowerName ?? ''}`} />
          {!done && (
            <ImportReportButton id={record.id} person="borrower" label="Import the borrower’s report file" />
          )}
          {record.hasSpouse && <ReportInputs person="spouseReport" title="Spouse" />}
          {record.hasSpouse && !done && (
            <ImportReportButton id={record.id} person="spouse" label="Import the spouse’s report file" />
          )}
        </fieldset>
        {!done && (
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <SaveButton />
            <CompleteButton record={record} />
          </Stack>
        )}
      </Box>
    </Form>
  );
};

/** One application's Credit review: the reports the counsellor pulled, entered per person. */
export const CreditReviewEdit = () => (
  <EditBase mutationMode="pessimistic">
    <Title title="Credit review" />
    <ReviewForm />
  </EditBase>
);

export default CreditReviewEdit;
