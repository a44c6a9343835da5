import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  List,
  ListItem,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useGetList } from 'react-admin';
import type { FilterValues } from '@domain/filterSelection';
import { maxSavedQueryName } from '@domain/savedQuery';
import type { Rep } from '../records';
import { savedListWords, sharedFilterValues } from './savedListWords';

interface SaveQueryDialogProps {
  mayPublish: boolean;
  busy: boolean;
  /** The list's filter values as they are now: what would be saved. */
  values: FilterValues;
  onSave: (name: string, isPublished: boolean, values: FilterValues) => void;
  onClose: () => void;
}

/**
 * Names the list as it is now, showing what it keeps; a lead may share it with the whole floor at
 * once. A list of one rep's claims is shared without that rep unless the lead says so: otherwise
 * the floor would open a list of someone else's claims, and a rep's queue shows nothing of it.
 */
export const SaveQueryDialog = ({ mayPublish, busy, values, onSave, onClose }: SaveQueryDialogProps) => {
  const [name, setName] = useState('');
  const [isPublished, setIsPublished] = useState(false);
  const [keepRep, setKeepRep] = useState(false);
  const nameField = useRef<HTMLInputElement>(null);
  const { data: reps } = useGetList<Rep>('Rep', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
    meta: { sparseFields: ['id', 'name', 'email'] },
  });
  const repName = (id: string) => {
    const rep = reps?.find((r) => r.id === id);
    return rep ? (rep.name ?? rep.email) : 'a representative';
  };
  // The dialog is for naming: the name field takes the focus once the dialog has opened.
  useEffect(() => {
    const timer = setTimeout(() => nameField.current?.focus());
    return () => clearTimeout(timer);
  }, []);
  const oneRep = typeof values.assignedTo === 'string' && values.assignedTo !== '';
  const saved = isPublished ? sharedFilterValues(values, keepRep) : values;
  return (
    <Dialog
      open
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby="save-query-title"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) onSave(name.trim(), isPublished, saved);
        }}
      >
        <DialogTitle id="save-query-title">Save this list</DialogTitle>
        <DialogContent>
          <TextField
            inputRef={nameField}
            fullWidth
            margin="dense"
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: maxSavedQueryName } }}
            helperText="e.g. Spanish callers callable now"
          />
          <Typography id="saved-list-keeps" variant="subtitle2" component="h3" sx={{ mt: 2 }}>
            It keeps
          </Typography>
          <List dense aria-labelledby="saved-list-keeps" sx={{ pl: 1 }}>
            {savedListWords(saved, repName).map((line) => (
              <ListItem key={line} disableGutters sx={{ display: 'list-item', listStyle: 'disc inside' }}>
                {line}
              </ListItem>
            ))}
          </List>
          {mayPublish && (
            <FormControlLabel
              control={
                <Checkbox checked={isPublished} onChange={(event) => setIsPublished(event.target.checked)} />
              }
              label="Share with the whole floor"
            />
          )}
          {isPublished && oneRep && (
            <Alert severity="info" sx={{ mt: 1 }}>
              <FormControlLabel
                control={
                  <Checkbox checked={keepRep} onChange={(event) => setKeepRep(event.target.checked)} />
                }
                label={`Share only ${repName(String(values.assignedTo))}’s claims`}
              />
              {keepRep
                ? ' Everyone who opens it sees that rep’s claims.'
                : ' Shared without it, the list shows each rep the same borrowers, whoever holds them.'}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!name.trim() || busy}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
