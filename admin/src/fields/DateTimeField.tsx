import Typography from '@mui/material/Typography';
import { useFieldValue, type FieldProps } from 'react-admin';
import { formatDateTime } from '../dates';

/** An ISO instant as 'MM-dd-yyyy hh:mm a'; takes the usual field props (label, sortable, ...). */
export const DateTimeField = (props: FieldProps) => {
  const value: unknown = useFieldValue(props);
  if (typeof value !== 'string') return null;
  return (
    <Typography component="span" variant="body2">
      {formatDateTime(value)}
    </Typography>
  );
};
