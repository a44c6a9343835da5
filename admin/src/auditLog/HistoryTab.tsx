import { Typography } from '@mui/material';
import { DataTable, Pagination, ReferenceManyField } from 'react-admin';
import type { TabContentProps } from '../applications/show/tabContent';
import { DateTimeField } from '../fields/DateTimeField';
import type { AuditLogEntry } from '../types';
import { ViewedBy } from '../readLog/ViewedBy';
import { describeChanges } from './changes';

const Col = DataTable.Col<AuditLogEntry>;

const Changes = ({ entry }: { entry: AuditLogEntry }) => (
  <>
    {describeChanges(entry.before, entry.after).map((line) => (
      <Typography key={line} variant="body2" component="div">
        {line}
      </Typography>
    ))}
  </>
);

/** The application's audit log: who did what, when, and what it changed; for leads, who read it. */
export const HistoryTab = (_props: TabContentProps) => (
  <>
    <ReferenceManyField
      reference="AuditLogEntry"
      target="applicationId"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10]} />}
    >
      <DataTable
        bulkActionButtons={false}
        rowClick={false}
        empty={<Typography variant="body2">Nothing has been recorded for this application yet.</Typography>}
      >
        <Col source="createdAt" label="When" field={DateTimeField} />
        <Col source="actorName" label="Who" disableSort />
        <Col source="action" label="Action" />
        <Col source="entity" label="Record" />
        <Col label="Changes" disableSort render={(entry) => <Changes entry={entry} />} />
      </DataTable>
    </ReferenceManyField>
    <ViewedBy />
  </>
);
