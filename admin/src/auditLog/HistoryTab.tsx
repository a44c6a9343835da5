import { Typography } from '@mui/material';
import {
  DataTable,
  Pagination,
  ReferenceManyField,
  useGetMany,
  useListContext,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import type { TabContentProps } from '../applications/show/tabContent';
import { DateTimeField } from '../fields/DateTimeField';
import type { Application, AuditLogEntry } from '../records';
import { actionWords, entityWords, inWords } from './auditWords';
import { describeChanges, repIdsOf } from './changes';
import { ViewedBy } from '../readLog/ViewedBy';

const Col = DataTable.Col<AuditLogEntry>;

/** The page's entries, with the reps they name looked up once. */
const HistoryTable = ({ borrowerTimeZone }: { borrowerTimeZone: string | null }) => {
  const { data } = useListContext<AuditLogEntry>();
  const ids = repIdsOf(data ?? []);
  const { data: reps } = useGetMany<RaRecord & { name?: string | null }>(
    'Rep',
    { ids, meta: { sparseFields: ['id', 'name'] } },
    { enabled: ids.length > 0 },
  );
  const names = new Map((reps ?? []).map((r) => [String(r.id), r.name ?? 'a representative']));
  return (
    <DataTable
      bulkActionButtons={false}
      rowClick={false}
      empty={<Typography variant="body2">Nothing has been recorded for this application yet.</Typography>}
    >
      <Col source="createdAt" label="When" field={DateTimeField} />
      <Col source="actorName" label="Who" disableSort />
      <Col source="action" label="Action" render={(entry) => inWords(actionWords, entry.action)} />
      <Col source="entity" label="Record" render={(entry) => inWords(entityWords, entry.entity)} />
      <Col
        label="Changes"
        disableSort
        render={(entry) =>
          describeChanges(entry.before, entry.after, names, borrowerTimeZone).map((line) => (
            <Typography key={line} variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))
        }
      />
    </DataTable>
  );
};

/** The application's audit log: who did what, when, and what it changed, in a rep's words; for leads, who read it. */
export const HistoryTab = (_props: TabContentProps) => {
  const application = useRecordContext<Application>();
  return (
    <>
      <ReferenceManyField
        reference="AuditLogEntry"
        target="applicationId"
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10]} />}
      >
        <HistoryTable borrowerTimeZone={application?.borrowerTimeZone ?? null} />
      </ReferenceManyField>
      <ViewedBy />
    </>
  );
};
