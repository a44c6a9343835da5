import NoteAddIcon from '@mui/icons-material/NoteAddOutlined';
import { Button, IconButton, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { StartApplicationDialog } from './StartApplicationDialog';

const label = 'Start Application';

/** The header's Start Application button; an icon on a phone, where the bar is narrow. */
export const StartApplicationButton = () => {
  const [isOpen, setIsOpen] = useState(false);
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const open = () => setIsOpen(true);
  return (
    <>
      {isSmall ? (
        <Tooltip title={label}>
          <IconButton color="inherit" aria-label={label} onClick={open}>
            <NoteAddIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="inherit" startIcon={<NoteAddIcon />} onClick={open}>
          {label}
        </Button>
      )}
      {isOpen && <StartApplicationDialog onClose={() => setIsOpen(false)} />}
    </>
  );
};
