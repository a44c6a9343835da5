import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import BookmarkIcon from '@mui/icons-material/BookmarkBorder';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import {
  Box,
  Button,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useDataProvider,
  useGetIdentity,
  useGetList,
  useListFilterContext,
  useNotify,
  usePermissions,
} from 'react-admin';
import type { SavedQueryList } from '@domain/applicationListFilter';
import { useFilterChange } from '../filters/pendingFilters';
import { ShortNumber } from '../fields/ShortNumber';
import { canAccess } from '../permissions';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import { fetchSavedQueries, type SavedQuery } from './savedQueryApi';
import type { Rep } from '../records';
import { savedListWords } from './savedListWords';
import { SaveQueryDialog } from './SaveQueryDialog';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'ra.notification.http_error');

/**
 * The list's saved queries, kept on the server: the rep's own, from any computer, and those a lead
 * shared with the floor, each with how many it lists now. A click applies one; 'Save this list'
 * names the current filters. As in Posters Galore's saved queries, but shared.
 */
export const SavedQueriesPanel = ({ listKey }: { listKey: SavedQueryList }) => {
  const { setFilters, displayedFilters } = useListFilterContext();
  // What the panel shows, even a click the list has not caught up with yet.
  const { latest } = useFilterChange();
  const { permissions } = usePermissions();
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [naming, setNaming] = useState(false);
  const queryKey = ['savedQueries', listKey];
  // The counts follow the clock ('callable now'): fetched again every minute.
  const { data: saved = [] } = useQuery({
    queryKey,
    queryFn: () => fetchSavedQueries(listKey),
    refetchInterval: 60_000,
  });
  const mayPublish = canAccess(permissions, 'savedQuery:publish');
  const { data: reps } = useGetList<Rep>('Rep', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
    meta: { sparseFields: ['id', 'name', 'email'] },
  });
  const repNameOf = (id: string) => {
    const rep = reps?.find((r) => r.id === id);
    return rep ? (rep.name ?? rep.email) : 'one representative';
  };

  const { mutateAsync, isPending: busy } = useMutation({
    mutationFn: ({ work }: { work: (actions: ConsoleDataProvider) => Promise<unknown>; done: string }) =>
      work(dataProvider),
    onSuccess: (_, { done }) => {
      notify(done, { type: 'info' });
      return queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => notify(messageOf(error), { type: 'error' }),
  });
  /** Whether it worked: a refused save keeps the naming dialog open. */
  const act = (work: (actions: ConsoleDataProvider) => Promise<unknown>, done: string) =>
    mutateAsync({ work, done }).then(
      () => true,
      () => false,
    );

  const apply = (query: SavedQuery) =>
    setFilters(JSON.parse(query.filterValues) as Record<string, unknown>, displayedFilters);

  return (
    <Box component="section" aria-labelledby={`${listKey}-saved-title`} sx={{ mb: 1 }}>
      <Typography
        id={`${listKey}-saved-title`}
        variant="overline"
        component="h2"
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <BookmarkIcon fontSize="small" /> Saved lists
      </Typography>
      {saved.length > 0 && (
        <List dense disablePadding>
          {saved.map((query) => {
            const mine = query.ownerId === identity?.id;
            return (
              <ListItem
                key={query.id}
                disablePadding
                secondaryAction={
                  <>
                    {mayPublish && (
                      <Tooltip
                        title={query.isPublished ? 'Stop sharing with the floor' : 'Share with the floor'}
                      >
                        <IconButton
                          edge="end"
                          size="small"
                          aria-label={`${query.isPublished ? 'Stop sharing' : 'Share'} ${query.name}`}
                          aria-pressed={query.isPublished}
                          disabled={busy}
                          onClick={() =>
                            void act(
                              (actions) => actions.publishSavedQuery(query.id, !query.isPublished),
                              query.isPublished ? 'No longer shared' : 'Shared with the floor',
                            )
                          }
                        >
                          <GroupsIcon fontSize="small" color={query.isPublished ? 'primary' : 'inherit'} />
                        </IconButton>
                      </Tooltip>
                    )}
                    {(mine && !query.isPublished) || mayPublish ? (
                      <Tooltip title="Remove">
                        <IconButton
                          edge="end"
                          size="small"
                          aria-label={`Remove ${query.name}`}
                          disabled={busy}
                          onClick={() =>
                            void act((actions) => actions.deleteSavedQuery(query.id), 'Saved list removed')
                          }
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    ) : null}
                  </>
                }
                sx={{ pr: mayPublish ? 9 : 5 }}
              >
                <ListItemButton
                  onClick={() => apply(query)}
                  // What the list keeps, for the pointer: nothing a shared list filters on is hidden.
                  title={savedListWords(
                    JSON.parse(query.filterValues) as Record<string, unknown>,
                    repNameOf,
                  ).join('\n')}
                  sx={{ pl: 1 }}
                >
                  <ListItemText
                    primary={query.name}
                    secondary={
                      query.isPublished && !mine ? `Shared by ${query.ownerName ?? 'a lead'}` : undefined
                    }
                    slotProps={{ primary: { variant: 'body2' }, secondary: { variant: 'caption' } }}
                  />
                  <Chip
                    size="small"
                    label={query.count == null ? '—' : <ShortNumber value={query.count} />}
                    aria-label={`${query.count ?? 'unknown'} applications`}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
      <Button size="small" startIcon={<BookmarkAddIcon />} onClick={() => setNaming(true)}>
        Save this list
      </Button>
      {naming && (
        <SaveQueryDialog
          mayPublish={mayPublish}
          busy={busy}
          values={latest()}
          onClose={() => setNaming(false)}
          onSave={(name, isPublished, values) =>
            void act(
              (actions) => actions.createSavedQuery({ name, listKey, filterValues: values, isPublished }),
              isPublished ? 'Saved and shared with the floor' : 'List saved',
            ).then((ok) => ok && setNaming(false))
          }
        />
      )}
    </Box>
  );
};
