import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import GroupIcon from '@mui/icons-material/GroupOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import ViewListIcon from '@mui/icons-material/ViewListOutlined';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FilterGroup } from '../filters/FilterGroup';
import { useFilterSelection } from '../filters/useFilterSelection';
import { debtOptionLabels, debtGroupLabels } from './debtFilterLabels';
import { debtGroups, debtSelectionOf, emptyDebtGroups, type DebtFilterGroup } from './debtFilterModel';

const icons: Record<DebtFilterGroup, ReactNode> = {
  debtType: <GroupIcon />,
  debtStatus: <LockOpenIcon />,
  debtDetail: <FactCheckIcon />,
  portfolioType: <ViewListIcon />,
  accountType: <CategoryIcon />,
};

const groups = Object.keys(debtGroups) as DebtFilterGroup[];

/** The spec's debt filter sets, folded away until a rep needs them. */
export const DebtFilterPanel = () => {
  const { selection, emptyGroups, toggle } = useFilterSelection(debtGroups, debtSelectionOf, emptyDebtGroups);
  return (
    <Accordion disableGutters variant="outlined" defaultExpanded={emptyGroups.length > 0}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="body2">Debt filters</Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {groups.map((group) => (
          <Box key={group} sx={{ flex: '1 1 12em' }}>
            <FilterGroup
              label={debtGroupLabels[group]}
              icon={icons[group]}
              options={debtGroups[group]}
              optionLabels={debtOptionLabels[group]}
              chosen={selection[group]}
              isEmpty={emptyGroups.includes(group)}
              onToggle={(option) => toggle(group, option)}
            />
          </Box>
        ))}
      </AccordionDetails>
    </Accordion>
  );
};
