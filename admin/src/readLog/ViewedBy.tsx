import { Typography } from '@mui/material';
import { DataTable, Pagination, ReferenceManyField, usePermissions } from 'react-admin';
import { DateTimeField } from '../fields/DateTimeField';
import { canAccess } from '../permissions';
import type { ReadLogEntry } from '../records';

const Col = DataTable.Col<ReadLogEntry>;

/** History's 'Viewed by' (leads only): who read this borrower's file, what, when and from where. */
export const ViewedBy = () => {
  const { permissions } = usePermissions();
  if (!canAccess(permissions, 'readLog:read')) return null;
  return (
    <section aria-labelledby="viewed-by">
      <Typography id="viewed-by" variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
        Viewed by
      </Typography>
      <ReferenceManyField
        reference="ReadLogEntry"
        target="applicationId"
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10]} />}
      >
        <DataTable
          bulkActionButtons={false}
          rowClick={false}
          empty={<Typography variant="body2">No staff member has opened this file yet.</Typography>}
        >
          <Col source="createdAt" label="When" field={DateTimeField} />
          <Col source="actorName" label="Who" disableSort />
          <Col source="kindLabel" label="What" disableSort />
          <Col source="ipAddress" label="From" disableSort />
        </DataTable>
      </ReferenceManyField>
    </section>
  );
};
