import Typography from '@mui/material/Typography';
import { useListContext } from 'react-admin';

/** 'N applications' above a list; a live region, so a screen reader hears a filter's effect. */
export const ResultCount = ({ one, many }: { one: string; many: string }) => {
  const { total, isPending } = useListContext();
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      role="status"
      sx={{ px: 2, pt: 1.5, minHeight: '1.5em' }}
    >
      {isPending || total == null ? '' : `${total} ${total === 1 ? one : many}`}
    </Typography>
  );
};
