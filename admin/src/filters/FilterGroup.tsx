import { Box, Checkbox, FormControlLabel, FormHelperText, ListItem } from '@mui/material';
import type { ReactNode } from 'react';
import { FilterList } from 'react-admin';
import { selectAtLeastOneFilter } from '@domain/messages';

interface FilterGroupProps {
  label: string;
  icon: ReactNode;
  options: readonly string[];
  optionLabels: Record<string, string>;
  chosen: readonly string[];
  isEmpty: boolean;
  onToggle: (option: string) => void;
}

/**
 * One filter set of the panel: Posters Galore's FilterList, with a checkbox per option, in a named
 * group so that 'Line of credit' (a portfolio type) and 'Line of credit' (an account type) can be
 * told apart.
 */
export const FilterGroup = (props: FilterGroupProps) => {
  const { label, icon, options, optionLabels, chosen, isEmpty, onToggle } = props;
  return (
    <Box role="group" aria-label={label}>
      <FilterList label={label} icon={icon}>
        {options.map((option) => (
          <ListItem key={option} disablePadding sx={{ pl: 2 }}>
            <FormControlLabel
              label={optionLabels[option] ?? option}
              slotProps={{ typography: { variant: 'body2' } }}
              control={
                <Checkbox size="small" checked={chosen.includes(option)} onChange={() => onToggle(option)} />
              }
            />
          </ListItem>
        ))}
        {isEmpty && (
          <ListItem sx={{ pl: 2 }}>
            <FormHelperText error role="alert">
              {selectAtLeastOneFilter}
            </FormHelperText>
          </ListItem>
        )}
      </FilterList>
    </Box>
  );
};
