import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { useFieldValue, useNotify } from 'react-admin';
import { displayAnswer, type AnswerKind } from './displayAnswer';

interface CopyableFieldProps {
  source: string;
  label: string;
  kind?: AnswerKind;
}

/** A read-only answer with a button that copies it, e.g. into the agency's other systems. */
export const CopyableField = ({ source, label, kind = 'text' }: CopyableFieldProps) => {
  const value: unknown = useFieldValue({ source });
  const notify = useNotify();
  const text = displayAnswer(value, kind);
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => notify(`${label} copied`, { type: 'info' }),
      () => notify('The clipboard is not available in this browser', { type: 'warning' }),
    );
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {label}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {text || '—'}
        </Typography>
      </Box>
      {text && (
        <IconButton size="small" aria-label={`Copy ${label}`} onClick={copy}>
          <ContentCopyIcon fontSize="inherit" />
        </IconButton>
      )}
    </Stack>
  );
};
