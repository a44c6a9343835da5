import AddCommentIcon from '@mui/icons-material/AddCommentOutlined';
import { Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { formKeyOf } from '@domain/formDraft';
import type { TabContentProps } from '../applications/show/tabContent';
import { fetchDraft } from '../drafts/draftApi';
import type { Application } from '../records';
import { ContactAttemptForm } from './ContactAttemptForm';
import { ContactAttemptList } from './ContactAttemptList';

/**
 * Contact History: the table of attempts, or the questions form for logging one. A half-filled
 * attempt (its draft on the server) opens the form again, whatever happened in between.
 */
export const ContactHistoryTab = (_props: TabContentProps) => {
  const record = useRecordContext<Application>();
  const [isLogging, setIsLogging] = useState<boolean | null>(null);
  const formKey = record ? formKeyOf('contactAttempt', String(record.id)) : '';
  const draft = useQuery({
    queryKey: ['formDraft', formKey],
    queryFn: () => fetchDraft(formKey),
    enabled: !!record && isLogging === null,
    staleTime: 0,
  });
  if (!record) return null;
  const open = isLogging ?? !!draft.data;
  if (open) {
    return (
      <ContactAttemptForm
        applicationId={String(record.id)}
        borrowerTimeZone={record.borrowerTimeZone}
        onDone={() => setIsLogging(false)}
      />
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button variant="contained" startIcon={<AddCommentIcon />} onClick={() => setIsLogging(true)}>
        Log a contact attempt
      </Button>
      <ContactAttemptList borrowerTimeZone={record.borrowerTimeZone} />
    </Stack>
  );
};
