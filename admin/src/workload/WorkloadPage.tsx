import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, Title, useGetIdentity } from 'react-admin';
import { formatDateTime } from '../dates';
import { useApplicationChanges } from '../live/useApplicationChanges';
import { RepChoiceDialog } from '../reassign/RepChoiceDialog';
import { useReassign } from '../reassign/useReassign';
import { DeactivateRepButton } from './DeactivateRepButton';
import { fetchStaffWorkload, holdsText, workloadQueryKey, type RepWorkload } from './workloadApi';

const MoveWorkButton = ({ rep, onDone }: { rep: RepWorkload; onDone: () => void }) => {
  const name = rep.repName ?? rep.email;
  const { asking, setAsking, busy, reassign } = useReassign(
    (dataProvider, toRepId) => dataProvider.reassignAllClaims(rep.repId, toRepId),
    onDone,
  );
  return (
    <>
      <Button size="small" startIcon={<SwapHorizIcon />} onClick={() => setAsking(true)}>
        Move work
      </Button>
      {asking && (
        <RepChoiceDialog
          title={`Move ${name}’s work`}
          text={`${name} holds ${holdsText(rep)}. Every one moves, call-backs included, to the representative you name.`}
          exceptRepId={rep.repId}
          busy={busy}
          onChoose={reassign}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
};

const WorkloadRow = ({ rep, isMe, onDone }: { rep: RepWorkload; isMe: boolean; onDone: () => void }) => {
  const name = rep.repName ?? rep.email;
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <RouterLink to={`/borrower-queue/${rep.repId}`}>{isMe ? `${name} (You)` : name}</RouterLink>
          {!rep.isActive && <Chip size="small" color="warning" label="Deactivated" />}
        </Stack>
      </TableCell>
      <TableCell align="right">{rep.claims}</TableCell>
      <TableCell align="right">{rep.callbacks}</TableCell>
      <TableCell align="right">
        {rep.dueCallbacks > 0 ? (
          <Typography component="span" variant="body2" sx={{ color: 'error.main', fontWeight: 500 }}>
            {rep.dueCallbacks}
          </Typography>
        ) : (
          0
        )}
      </TableCell>
      <TableCell>{rep.nextCallbackAt ? formatDateTime(rep.nextCallbackAt) : '—'}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={1}>
          {rep.claims > 0 && <MoveWorkButton rep={rep} onDone={onDone} />}
          {rep.isActive && !isMe && (
            <DeactivateRepButton repId={rep.repId} repName={name} holds={holdsText(rep)} onDone={onDone} />
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
};

/**
 * A lead's floor by person (issue 42): what each rep holds now, open claims and call-backs (due ones
 * in red), with their work moved to another rep, or the rep switched off and the work moved, in one
 * step. Deactivated accounts that still hold work are listed until it has moved. Claims, calls and
 * moves by anyone show as they happen.
 */
export const WorkloadPage = () => {
  const queryClient = useQueryClient();
  const { identity } = useGetIdentity();
  const { data, isPending, error } = useQuery({ queryKey: workloadQueryKey, queryFn: fetchStaffWorkload });
  const refetch = () => void queryClient.invalidateQueries({ queryKey: workloadQueryKey });
  useApplicationChanges(refetch);
  const orphaned = (data ?? []).filter((rep) => !rep.isActive && rep.claims > 0);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Who holds what" />
      {orphaned.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {orphaned.map((rep) => rep.repName ?? rep.email).join(', ')}{' '}
          {orphaned.length === 1 ? 'is deactivated but still holds' : 'are deactivated but still hold'} work:
          move it to someone who can sign in.
        </Alert>
      )}
      <Card>
        {isPending && <LinearProgress aria-label="Loading who holds what" />}
        {error && <Alert severity="error">{error.message}</Alert>}
        {data && (
          <Table size="small" aria-label="Who holds what">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Representative
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Open claims
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Call-backs
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Due now
                </TableCell>
                <TableCell component="th" scope="col">
                  Next call-back
                </TableCell>
                <TableCell component="th" scope="col">
                  Actions
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((rep) => (
                <WorkloadRow key={rep.repId} rep={rep} isMe={rep.repId === identity?.id} onDone={refetch} />
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
    </Box>
  );
};

export default WorkloadPage;
