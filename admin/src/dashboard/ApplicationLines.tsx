import { List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink, useCreatePath } from 'react-admin';
import type { Application } from '../records';

interface ApplicationLinesProps {
  applications: Application[] | undefined;
  /** The second line of each (the call-back, the local time). */
  detail: (application: Application) => string;
  /** Marks a line that needs attention (an overdue call-back). */
  flag?: (application: Application) => string | null;
  empty: string;
}

/** A card's borrowers, each a link to their page. */
export const ApplicationLines = ({ applications, detail, flag, empty }: ApplicationLinesProps) => {
  const createPath = useCreatePath();
  if (!applications) return null;
  if (applications.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {empty}
      </Typography>
    );
  return (
    <List dense disablePadding>
      {applications.map((a) => {
        const marked = flag?.(a);
        return (
          <ListItem key={a.id} disablePadding>
            <ListItemButton
              component={RouterLink}
              to={createPath({ resource: 'Application', id: a.id, type: 'show' })}
            >
              <ListItemText
                primary={a.borrowerName ?? 'Unnamed borrower'}
                secondary={
                  <>
                    {detail(a)}
                    {marked && (
                      <Typography
                        component="span"
                        variant="caption"
                        sx={{ color: 'error.main', fontWeight: 500, ml: 1 }}
                      >
                        {marked}
                      </Typography>
                    )}
                  </>
                }
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
};
