import EditIcon from '@mui/icons-material/Edit';
import HowToRegIcon from '@mui/icons-material/HowToRegOutlined';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RecordContextProvider, useRecordContext } from 'react-admin';
import { AnswerSection } from '../applications/show/answers/AnswerSection';
import type { TabContentProps } from '../applications/show/tabContent';
import { formKeyOf } from '@domain/formDraft';
import { fetchDraft } from '../drafts/draftApi';
import type { Application } from '../records';
import { AgreementVersions } from './AgreementVersions';
import { PlanDialog } from './PlanDialog';
import { planKindOf } from './planKinds';

/** The DMP (credit) or Rental Relief Plan (rental) tab: the plan with Edit, or a call to enrol. */
export const PlanTab = (_props: TabContentProps) => {
  const application = useRecordContext<Application>();
  const [isOpen, setIsOpen] = useState(false);
  const formKey = application ? formKeyOf('plan', String(application.id)) : '';
  const draft = useQuery({
    queryKey: ['formDraft', formKey, isOpen],
    queryFn: () => fetchDraft(formKey),
    enabled: !!application && !isOpen,
    staleTime: 0,
  });
  if (!application) return null;
  const kind = planKindOf(application);
  const plan = kind.planOf(application);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {plan ? (
        <RecordContextProvider value={plan}>
          <AnswerSection title={kind.title} answers={kind.summary} />
        </RecordContextProvider>
      ) : (
        <Typography variant="body2">This borrower is not enrolled in a {kind.title}.</Typography>
      )}
      <AgreementVersions applicationId={String(application.id)} plan={plan} />
      {draft.data && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => setIsOpen(true)}>
              Continue
            </Button>
          }
        >
          A draft of this plan that was not saved is kept.
        </Alert>
      )}
      <Button
        variant={plan ? 'outlined' : 'contained'}
        startIcon={plan ? <EditIcon /> : <HowToRegIcon />}
        onClick={() => setIsOpen(true)}
      >
        {plan ? 'Edit' : 'Enroll in a plan'}
      </Button>
      {isOpen && (
        <PlanDialog
          kind={kind}
          application={application}
          planId={plan?.id}
          onClose={() => setIsOpen(false)}
        />
      )}
    </Stack>
  );
};
