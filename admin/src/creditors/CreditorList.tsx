import {
  BooleanField,
  DataTable,
  FunctionField,
  List,
  NullableBooleanInput,
  SearchInput,
  useResourceDefinition,
} from 'react-admin';
import { DayInput } from '../forms/DayInput';
import { usd } from '../fields/money';
import type { Creditor } from '../records';
import { CreditorTermsNotice } from './CreditorTermsNotice';
import { dayShown } from './creditorModel';

const creditorFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="participatesInPlans" source="participatesInPlans" label="Takes part in plans" />,
  // The table as it stood on a day: which terms an offer of that day was made with.
  <DayInput key="asOf" source="asOf" label="As of" />,
];

const sparseFields = [
  'id',
  'kind',
  'friendlyName',
  'namePatterns',
  'planApr',
  'termInMonths',
  'minimumPayment',
  'participatesInPlans',
  'effectiveDate',
  'version',
];

/**
 * The agency's creditor terms: every staff member reads them; a lead adds creditors and records
 * new versions of their terms (a row opens its edit form), a rep opens a row to read its history.
 */
export const CreditorList = () => {
  const { hasEdit } = useResourceDefinition();
  return (
    <List
      title="Creditors"
      filters={creditorFilters}
      perPage={50}
      exporter={false}
      queryOptions={{ meta: { sparseFields } }}
    >
      <CreditorTermsNotice offerReview inList />
      <DataTable rowClick={hasEdit ? 'edit' : 'show'} bulkActionButtons={false}>
        <DataTable.Col source="friendlyName" label="Creditor" disableSort />
        <DataTable.Col label="Names matched" disableSort>
          <FunctionField<Creditor> render={(c) => c.namePatterns?.join(', ') || 'Any creditor not named'} />
        </DataTable.Col>
        <DataTable.Col source="planApr" label="Plan APR" align="right">
          <FunctionField<Creditor> render={(c) => `${c.planApr} %`} />
        </DataTable.Col>
        <DataTable.NumberCol source="termInMonths" label="Term (months)" />
        <DataTable.NumberCol source="minimumPayment" label="Minimum payment" options={usd} />
        <DataTable.Col source="participatesInPlans" label="Takes part" field={BooleanField} disableSort />
        <DataTable.Col source="effectiveDate" label="Effective">
          <FunctionField<Creditor> render={(c) => dayShown(c.effectiveDate)} />
        </DataTable.Col>
        <DataTable.NumberCol source="version" label="Version" />
      </DataTable>
    </List>
  );
};

export default CreditorList;
