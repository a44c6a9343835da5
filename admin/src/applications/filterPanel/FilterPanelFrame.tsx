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
  flex: { xs: '1 1 100%', md: '0 0 16em' },
  mr: { md: 2 },
  mb: 2,
  alignSelf: 'flex-start',
};

/**
 * Beside the list on a wide screen; folded above it on a phone, where the open panel would push
 * the list a whole screen down. It opens by itself when a group needs an option checked.
 */
export const FilterPanelFrame = ({ children, mustOpen }: { children: ReactNode; mustOpen: boolean }) => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  if (!isSmall) {
    return (
      <Card component="aside" aria-label="Filters" sx={placement}>
        <CardContent sx={{ pt: 1 }}>{children}</CardContent>
      </Card>
    );
  }
  return (
    <Box component="aside" aria-label="Filters" sx={placement}>
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
