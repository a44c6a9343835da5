import { DataTable, NumberField } from 'react-admin';
import { accountTypeNames, type AccountTypeCode } from '@domain/accountTypes';
import { formatMoney, usd } from '../fields/money';
import type { Debt } from '../records';
import { accountTypeLabels, portfolioTypeLabels } from './debtFilterLabels';
import { AccountNumberField } from './AccountNumberField';
import { DebtsEmpty } from './DebtsEmpty';

const Col = DataTable.Col<Debt>;

const accountTypeOf = (code: string | null | undefined) =>
  code ? (accountTypeLabels[accountTypeNames[code as AccountTypeCode]] ?? code) : '';

/** The payment the borrower makes today: the scheduled one, else the bureau's estimate. */
const monthly = (d: Debt) => d.scheduledMonthlyPayment ?? d.estimatedMonthlyPayment;

const formatMoneyOrBlank = (dollars: number | null | undefined) =>
  dollars == null ? '' : formatMoney(dollars);

/** A borrower's tradelines; lender name and shared are computed by the server, so not sortable. */
export const DebtGrid = () => (
  <DataTable bulkActionButtons={false} rowClick={false} empty={<DebtsEmpty />}>
    <Col source="lenderFriendlyName" label="Lender" disableSort />
    <Col source="accountNumber" label="Account" render={(d) => <AccountNumberField debt={d} />} />
    <Col source="accountType" label="Account type" render={(d) => accountTypeOf(d.accountType)} />
    <Col
      source="portfolioType"
      label="Portfolio"
      render={(d) => portfolioTypeLabels[d.portfolioType ?? ''] ?? ''}
    />
    <Col source="currentBalance" label="Balance" align="right">
      <NumberField source="currentBalance" options={usd} />
    </Col>
    <Col label="Monthly payment" align="right" disableSort render={(d) => formatMoneyOrBlank(monthly(d))} />
    <Col source="pastDue" label="Past due" align="right">
      <NumberField source="pastDue" options={usd} />
    </Col>
    <Col
      label="Late 30/60/90"
      disableSort
      render={(d) => [d.late30DaysTotal, d.late60DaysTotal, d.late90DaysTotal].map((n) => n ?? 0).join('/')}
    />
    <Col source="dateClosed" label="Status" render={(d) => (d.dateClosed ? 'Closed' : 'Open')} />
    <Col source="shared" label="Shared" disableSort render={(d) => (d.shared ? 'Yes' : 'No')} />
  </DataTable>
);
