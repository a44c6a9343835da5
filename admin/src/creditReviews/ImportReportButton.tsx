import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { Button } from '@mui/material';
import { useId } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { importCreditReviewReport } from './creditReviewApi';

/**
 * Reads a report file (Experian's credit-report JSON, or the review's own JSON) into one person's
 * report on the server, which judges it by the same rule as typed entries and audits it.
 */
export const ImportReportButton = ({
  id,
  person,
  label,
}: {
  id: string;
  person: 'borrower' | 'spouse';
  label: string;
}) => {
  const inputId = useId();
  const notify = useNotify();
  const refresh = useRefresh();
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      await importCreditReviewReport(id, person, await file.text());
      notify('The report file was read into the review.', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <>
      <input
        id={inputId}
        type="file"
        accept="application/json,.json"
        hidden
        onChange={(event) => {
          void onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button component="label" htmlFor={inputId} startIcon={<UploadIcon />}>
        {label}
      </Button>
    </>
  );
};
