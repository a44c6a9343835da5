import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  TextField,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { maxSavedQueryName } from '@domain/savedQuery';

interface SaveQueryDialogProps {
  mayPublish: boolean;
  busy: boolean;
  onSave: (name: string, isPublished: boolean) => void;
  onClose: () => void;
}

/** Names the list as it is now; a lead may share it with the whole floor at once. */
export const SaveQueryDialog = ({ mayPublish, busy, onSave, onClose }: SaveQueryDialogProps) => {
  const [name, setName] = useState('');
  const [isPublished, setIsPublished] = useState(false);
  const nameField = useRef<HTMLInputElement>(null);
  // The dialog is for naming: the name field takes the focus once the dialog has opened.
  useEffect(() => {
    const timer = setTimeout(() => nameField.current?.focus());
    return () => clearTimeout(timer);
  }, []);
  return (
    <Dialog
      open
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby="save-query-title"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) onSave(name.trim(), isPublished);
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
          {mayPublish && (
            <FormControlLabel
              control={
                <Checkbox checked={isPublished} onChange={(event) => setIsPublished(event.target.checked)} />
              }
              label="Share with the whole floor"
            />
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
