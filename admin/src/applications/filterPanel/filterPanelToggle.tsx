import FilterListIcon from '@mui/icons-material/FilterList';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import { useMediaQuery, type Theme } from '@mui/material';
import { Button, useStore } from 'react-admin';

/** The panel's element id, for the toggle's aria-controls: one list on screen at a time. */
export const filterPanelId = (storeKey: string) => `${storeKey}-filters`;

/**
 * Whether a list's filter panel is open beside it: open on a laptop or wider, folded below ~1200 px
 * (a tablet), where the columns need the width; once the rep opens or folds it, remembered in
 * react-admin's store (local storage) per list, as the list's own filters and sort are.
 */
export const useFilterPanelOpen = (storeKey: string) => {
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('lg'), { noSsr: true });
  return useStore(`${storeKey}.filterPanelOpen`, wide);
};

/**
 * 'Filters' in the list's toolbar folds the panel away so the columns take the width. Wide screens
 * only: on a phone the panel is already a folded accordion above the list.
 */
export const FilterPanelToggle = ({ storeKey }: { storeKey: string }) => {
  const [open, setOpen] = useFilterPanelOpen(storeKey);
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  if (isSmall) return null;
  return (
    <Button
      label="Filters"
      aria-expanded={open}
      aria-controls={filterPanelId(storeKey)}
      onClick={() => setOpen(!open)}
    >
      {open ? <FilterListOffIcon /> : <FilterListIcon />}
    </Button>
  );
};
