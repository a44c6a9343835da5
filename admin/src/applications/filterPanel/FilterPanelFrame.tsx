import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Card,
  CardContent,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';

const placement = {
  order: -1,
  flex: { xs: '1 1 100%', md: '0 0 14em' },
  mr: { md: 2 },
  mb: 2,
  alignSelf: 'flex-start',
};

interface FilterPanelFrameProps {
  children: ReactNode;
  /** A group needs an option checked. */
  mustOpen: boolean;
  /** For the toolbar's Filters toggle (aria-controls). */
  id: string;
  /** On a wide screen: beside the list, or folded away by the toolbar's Filters toggle. */
  open: boolean;
}

/**
 * Beside the list on a wide screen, unless the rep folds it away (the list's Filters button);
 * folded above it on a phone, where the open panel would push the list a whole screen down. On a
 * phone it opens by itself when a group needs an option checked.
 */
export const FilterPanelFrame = ({ children, mustOpen, id, open }: FilterPanelFrameProps) => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  if (!isSmall) {
    // Kept mounted while folded (hidden), so the toggle's aria-controls always names an element.
    return (
      <Card
        component="aside"
        id={id}
        aria-label="Filters"
        hidden={!open}
        sx={{ ...placement, ...(open ? {} : { display: 'none' }) }}
      >
        <CardContent sx={{ pt: 1 }}>{children}</CardContent>
      </Card>
    );
  }
  return (
    <Box component="aside" id={id} aria-label="Filters" sx={placement}>
      <Accordion defaultExpanded={mustOpen}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <FilterListIcon fontSize="small" />
            <Typography variant="body2">Filters</Typography>
          </Stack>
        </AccordionSummary>
        <AccordionDetails>{children}</AccordionDetails>
      </Accordion>
    </Box>
  );
};
