import { TabbedShowLayout, TabbedShowLayoutTabs, useRecordContext } from 'react-admin';
import { HistoryTab } from '../../auditLog/HistoryTab';
import { ContactHistoryTab } from '../../contactAttempts/ContactHistoryTab';
import { DebtsTab } from '../../debts/DebtsTab';
import { PlanTab } from '../../plans/PlanTab';
import type { Application } from '../../records';
import { ApplicationAnswers } from './answers/ApplicationAnswers';
import { DecisionTab } from './decision/DecisionTab';
import { tabPaths } from './defaultTab';
import { IncomeExpensesTab } from './income/IncomeExpensesTab';

const Tab = TabbedShowLayout.Tab;

/**
 * The borrower page's tabs; each tab's path is in the URL, so the chosen tab is remembered. Short
 * labels (the spec's full names in each tab's tooltip) so all seven fit beside the borrower tile at
 * a laptop's 1280 px; on a phone the row still scrolls.
 */
export const ApplicationTabs = () => {
  const record = useRecordContext<Application>();
  return (
    <TabbedShowLayout
      sx={{ '& .ra-field': { width: '100%' } }}
      tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" />}
    >
      <Tab label="Application" path={tabPaths.application}>
        <ApplicationAnswers label={false} />
      </Tab>
      <Tab label="Income" title="Income & Expenses" path={tabPaths.income}>
        <IncomeExpensesTab label={false} />
      </Tab>
      <Tab label="Debts" path={tabPaths.debts}>
        <DebtsTab label={false} />
      </Tab>
      <Tab label="Decision" path={tabPaths.decision}>
        <DecisionTab label={false} />
      </Tab>
      <Tab label="Contacts" title="Contact History" path={tabPaths.contactHistory}>
        <ContactHistoryTab label={false} />
      </Tab>
      <Tab
        label={record?.type === 'rental' ? 'Rental plan' : 'DMP'}
        title={record?.type === 'rental' ? 'Rental Relief Plan' : 'Debt Management Plan'}
        path={tabPaths.plan}
      >
        <PlanTab label={false} />
      </Tab>
      <Tab label="History" path={tabPaths.history}>
        <HistoryTab label={false} />
      </Tab>
    </TabbedShowLayout>
  );
};
