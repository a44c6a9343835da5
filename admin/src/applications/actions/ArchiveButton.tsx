import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import UnarchiveIcon from '@mui/icons-material/UnarchiveOutlined';
import { Button, useRecordContext } from 'react-admin';
import { isArchived } from '@domain/applicationStatus';
import type { Application } from '../../records';
import { useApplicationAction } from './useApplicationAction';

/** The server picks the status (spec §4's unarchive rule); the notification says which. */
export const ArchiveButton = () => {
  const record = useRecordContext<Application>();
  const { run, isPending } = useApplicationAction();
  if (!record) return null;
  const archived = isArchived(record.status);
  return (
    <Button
      label={archived ? 'Unarchive' : 'Archive'}
      disabled={isPending}
      onClick={() => run(archived ? 'unarchive' : 'archive', record)}
    >
      {archived ? <UnarchiveIcon /> : <ArchiveIcon />}
    </Button>
  );
};
