import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import PhoneForwardedIcon from '@mui/icons-material/PhoneForwardedOutlined';
import { Button, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  Link as RouterLink,
  useCreatePath,
  useGetIdentity,
  useGetList,
  useNavigate,
  usePrevNextController,
  useRecordContext,
} from 'react-admin';
import { useShortcut } from '../../keyboard/useShortcut';
import type { Application } from '../../records';
import { defaultApplicationFilterValues } from '../applicationFilterModel';
import { useLastList, type LastList } from '../lastList';

/**
 * A link to a borrower, or a disabled button when there is none: a disabled link is no control to
 * assistive technology (and its faded text fails contrast).
 */
const StepButton = ({
  path,
  shortcut,
  start = false,
  children,
}: {
  path: string | undefined;
  shortcut: string;
  start?: boolean;
  children: ReactNode;
}) => {
  const icon = start ? { startIcon: <NavigateBeforeIcon /> } : { endIcon: <NavigateNextIcon /> };
  if (!path)
    return (
      <Button size="small" disabled {...icon}>
        {children}
      </Button>
    );
  return (
    <Button size="small" component={RouterLink} to={path} aria-keyshortcuts={shortcut} {...icon}>
      {children}
    </Button>
  );
};

/** Previous and next borrower of the list the rep came from ('k' and 'j'), and where they are in it. */
const PrevNext = ({ list }: { list: LastList }) => {
  const navigate = useNavigate();
  const { hasPrev, hasNext, prevPath, nextPath, index, total } = usePrevNextController<Application>({
    resource: 'Application',
    storeKey: list.storeKey,
    filter: list.filter,
    filterDefaultValues: defaultApplicationFilterValues,
    sort: { field: 'createdAt', order: 'DESC' },
    linkType: 'show',
    // One page of the server's largest: the ids only.
    limit: 100,
    queryOptions: { meta: { sparseFields: ['id'], defaultWindow: list.defaultWindow }, staleTime: 30_000 },
  });
  useShortcut('k', () => prevPath && navigate(prevPath));
  useShortcut('j', () => nextPath && navigate(nextPath));
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center' }}
      aria-label={`Borrowers of ${list.title}`}
      role="group"
    >
      <StepButton path={hasPrev ? prevPath : undefined} shortcut="k" start>
        Previous
      </StepButton>
      {index !== undefined && total !== undefined && (
        <Typography variant="body2" color="text.secondary">
          {index + 1} of {total} in {list.title}
        </Typography>
      )}
      <StepButton path={hasNext ? nextPath : undefined} shortcut="j">
        Next
      </StepButton>
    </Stack>
  );
};

/**
 * The next claim of the rep's own queue they may call now ('n'): booked call-backs first, soonest
 * first, then the claims without one, oldest first.
 */
const NextCallable = ({ current }: { current: string }) => {
  const { identity } = useGetIdentity();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const { data } = useGetList<Application>(
    'Application',
    {
      filter: { ...defaultApplicationFilterValues, assignedTo: identity?.id, callableNow: true },
      sort: { field: 'callbackAt', order: 'ASC' },
      pagination: { page: 1, perPage: 2 },
      meta: { sparseFields: ['id', 'borrowerName'], defaultWindow: false },
    },
    { enabled: !!identity, refetchInterval: 60_000 },
  );
  const next = (data ?? []).find((a) => a.id !== current);
  const path = next ? createPath({ resource: 'Application', id: next.id, type: 'show' }) : null;
  useShortcut('n', () => path && navigate(path));
  return (
    <Tooltip
      title={
        next
          ? `Next callable in your queue: ${next.borrowerName ?? 'a borrower'} (n)`
          : 'Nobody else in your queue may be called now'
      }
    >
      <span>
        {path ? (
          <Button
            size="small"
            variant="outlined"
            component={RouterLink}
            to={path}
            startIcon={<PhoneForwardedIcon />}
            aria-keyshortcuts="n"
          >
            Next callable
          </Button>
        ) : (
          <Button size="small" variant="outlined" disabled startIcon={<PhoneForwardedIcon />}>
            Next callable
          </Button>
        )}
      </span>
    </Tooltip>
  );
};

/** Above the borrower page: steps through the last list and jumps to the next callable claim. */
export const BorrowerNavigation = () => {
  const record = useRecordContext<Application>();
  const [list] = useLastList();
  if (!record) return null;
  return (
    <Stack
      component="nav"
      aria-label="Borrowers"
      direction="row"
      sx={{ mt: 1, flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
    >
      {list ? <PrevNext list={list} /> : <span />}
      <NextCallable current={String(record.id)} />
    </Stack>
  );
};
