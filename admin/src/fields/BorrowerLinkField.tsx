import { Link } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useCreatePath, useRecordContext } from 'react-admin';
import { ChangeBadge } from '../live/LiveList';
import type { Application } from '../records';

/**
 * The borrower's name as a link to their page: a row opens from the keyboard (Tab, Enter) as well as
 * by a click anywhere on it. A row another rep changed while the list was open wears a badge.
 */
export const BorrowerLinkField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<Application>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <>
      <Link
        component={RouterLink}
        to={createPath({ resource: 'Application', id: record.id, type: 'show' })}
        // The row's own click opens the same page: one navigation, not two.
        onClick={(event: MouseEvent) => event.stopPropagation()}
        underline="hover"
        sx={{ fontWeight: 500 }}
      >
        {record.borrowerName ?? 'Unnamed borrower'}
      </Link>
      <ChangeBadge id={String(record.id)} />
    </>
  );
};
