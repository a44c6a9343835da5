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
 * The spec's names in sentence case, a little smaller and closer than MUI's capitals, so all seven
 * fit beside the borrower tile at a laptop's 1280 px and above the page at a tablet's 1024 px.
 */
const compactTabs = {
  '& .MuiTab-root': {
    textTransform: 'none',
    minWidth: 0,
    px: 1.25,
    fontSize: '0.8125rem',
    letterSpacing: 0,
  },
};

/**
 * The borrower page's tabs by the spec's names (service-portal §2): Application, Income & Expenses,
 * Debts, Decision, Contact History, DMP or Rental Relief Plan, then the History of changes. Each
 * tab's path is in the URL, so the chosen tab is remembered; on a phone the row scrolls.
 */
export const ApplicationTabs = () => {
  const record = useRecordContext<Application>();
  return (
    <TabbedShowLayout
      sx={{ '& .ra-field': { width: '100%' } }}
      tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" sx={compactTabs} />}
    >
      <Tab label="Application" path={tabPaths.application}>
        <ApplicationAnswers label={false} />
      </Tab>
      <Tab label="Income & Expenses" path={tabPaths.income}>
        <IncomeExpensesTab label={false} />
      </Tab>
      <Tab label="Debts" path={tabPaths.debts}>
        <DebtsTab label={false} />
      </Tab>
      <Tab label="Decision" path={tabPaths.decision}>
        <DecisionTab label={false} />
      </Tab>
      <Tab label="Contact History" path={tabPaths.contactHistory}>
        <ContactHistoryTab label={false} />
      </Tab>
      <Tab label={record?.type === 'rental' ? 'Rental Relief Plan' : 'DMP'} path={tabPaths.plan}>
        <PlanTab label={false} />
      </Tab>
      <Tab label="History" path={tabPaths.history}>
        <HistoryTab label={false} />
      </Tab>
    </TabbedShowLayout>
  );
};
