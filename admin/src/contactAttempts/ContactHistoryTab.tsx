import AddCommentIcon from '@mui/icons-material/AddCommentOutlined';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import type { TabContentProps } from '../applications/show/tabContent';
import type { Application } from '../types';
import { ContactAttemptForm } from './ContactAttemptForm';
import { ContactAttemptList } from './ContactAttemptList';

/** Contact History: the table of attempts, or the questions form for logging one. */
export const ContactHistoryTab = (_props: TabContentProps) => {
  const record = useRecordContext<Application>();
  const [isLogging, setIsLogging] = useState(false);
  if (!record) return null;
  if (isLogging) return <ContactAttemptForm applicationId={record.id} onDone={() => setIsLogging(false)} />;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button variant="contained" startIcon={<AddCommentIcon />} onClick={() => setIsLogging(true)}>
        Log a contact attempt
      </Button>
      <ContactAttemptList />
    </Stack>
  );
};
