import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Application } from '../../../records';
import { answerPages, spouseAnswers } from './answerPages';
import { AnswerSection } from './AnswerSection';
import { HardshipList } from './HardshipList';
import type { TabContentProps } from '../tabContent';

/** The Application tab: the borrower's answers page by page, and the spouse's when married. */
export const ApplicationAnswers = (_props: TabContentProps) => {
  const record = useRecordContext<Application>();
  if (!record) return null;
  const pages = record.type === 'rental' ? answerPages.rental : answerPages.credit;
  return (
    <Stack spacing={3}>
      {pages.map((page, index) => (
        <AnswerSection key={page.title} title={`${index + 1}. ${page.title}`} answers={page.answers}>
          {page.withHardships && <HardshipList />}
        </AnswerSection>
      ))}
      {record.hasSpouse && <AnswerSection title="Spouse" answers={spouseAnswers} />}
    </Stack>
  );
};
