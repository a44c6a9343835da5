import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import type { Rep } from '../records';

interface RepChoiceDialogProps {
  title: string;
  text: string;
  /** A rep the claims cannot go to (the one they come from). */
  exceptRepId?: string;
  busy: boolean;
  /** The button that does it ('Reassign', 'Deactivate and move'). */
  action?: string;
  onChoose: (repId: string) => void;
  onClose: () => void;
}

/** A lead names the rep who receives claims: the active staff accounts, by name. */
export const RepChoiceDialog = ({
  title,
  text,
  exceptRepId,
  busy,
  action = 'Reassign',
  onChoose,
  onClose,
}: RepChoiceDialogProps) => {
  const [repId, setRepId] = useState('');
  const { data: reps } = useGetList<Rep>('Rep', {
    filter: { isActive: true },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
    meta: { sparseFields: ['id', 'name', 'email'] },
  });
  const choices = (reps ?? []).filter((rep) => rep.id !== exceptRepId);
  return (
    <Dialog
      open
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby="rep-choice-title"
    >
      <DialogTitle id="rep-choice-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
        <TextField
          select
          fullWidth
          label="Representative"
          value={repId}
          onChange={(event) => setRepId(event.target.value)}
        >
          {choices.map((rep) => (
            <MenuItem key={rep.id} value={rep.id}>
              {rep.name ?? rep.email}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!repId || busy} onClick={() => onChoose(repId)}>
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
