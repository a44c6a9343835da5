import AssignmentIndIcon from '@mui/icons-material/AssignmentIndOutlined';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import EventNoteIcon from '@mui/icons-material/EventNoteOutlined';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import TimelineIcon from '@mui/icons-material/TimelineOutlined';
import TranslateIcon from '@mui/icons-material/TranslateOutlined';
import type { ReactNode } from 'react';
import { FilterGroup } from '../../filters/FilterGroup';
import { PendingFiltersProvider } from '../../filters/pendingFilters';
import { useFilterSelection } from '../../filters/useFilterSelection';
import { applicationSelectionOf, type ApplicationFilterGroup } from '@domain/applicationListFilter';
import { applicationGroups, emptyApplicationGroups } from '../applicationFilterModel';
import { applicationGroupLabels, applicationOptionLabels } from './applicationFilterLabels';
import type { SavedQueryList } from '@domain/applicationListFilter';
import { SavedQueriesPanel } from '../../savedQueries/SavedQueriesPanel';
import { AssignedToFilter } from './AssignedToFilter';
import { CallableNowFilter } from './CallableNowFilter';
import { CallbackDueFilter } from './CallbackDueFilter';
import { DateRangeFilter } from './DateRangeFilter';
import { FilterPanelFrame } from './FilterPanelFrame';
import { filterPanelId, useFilterPanelOpen } from './filterPanelToggle';

const icons: Record<ApplicationFilterGroup, ReactNode> = {
  status: <TimelineIcon />,
  type: <CategoryIcon />,
  claimed: <AssignmentIndIcon />,
  offerStatus: <LocalOfferIcon />,
  planEnrollment: <EventNoteIcon />,
  preferredLanguage: <TranslateIcon />,
};

const allGroups = Object.keys(applicationGroups) as ApplicationFilterGroup[];

interface ApplicationFilterPanelProps {
  /** The queue leaves out Claimed: it lists the rep's own claims. */
  groups?: ApplicationFilterGroup[];
  defaultWindow: boolean;
  /** The list's store key: the panel's id and whether the rep folded it away. */
  storeKey: string;
  /** The list its saved queries belong to. */
  listKey: SavedQueryList;
  /** The summary narrows to one rep's claims; the queue is one rep's already. */
  byRep?: boolean;
}

const PanelContents = ({
  groups = allGroups,
  defaultWindow,
  storeKey,
  listKey,
  byRep = false,
}: ApplicationFilterPanelProps) => {
  const [open] = useFilterPanelOpen(storeKey);
  const { selection, emptyGroups, toggle } = useFilterSelection(
    applicationGroups,
    applicationSelectionOf,
    emptyApplicationGroups,
  );
  return (
    <FilterPanelFrame mustOpen={emptyGroups.length > 0} id={filterPanelId(storeKey)} open={open}>
      <SavedQueriesPanel listKey={listKey} />
      {groups.map((group) => (
        <FilterGroup
          key={group}
          label={applicationGroupLabels[group]}
          icon={icons[group]}
          options={applicationGroups[group]}
          optionLabels={applicationOptionLabels}
          chosen={selection[group]}
          isEmpty={emptyGroups.includes(group)}
          onToggle={(option) => toggle(group, option)}
        />
      ))}
      <CallableNowFilter />
      <CallbackDueFilter />
      {byRep && <AssignedToFilter />}
      <DateRangeFilter defaultWindow={defaultWindow} />
    </FilterPanelFrame>
  );
};

/**
 * The staff filter sets of spec §5 beside the summary and queue lists, as in Posters Galore. Its parts
 * start each change from what was last asked, so quick clicks in two groups both count.
 */
export const ApplicationFilterPanel = (props: ApplicationFilterPanelProps) => (
  <PendingFiltersProvider>
    <PanelContents {...props} />
  </PendingFiltersProvider>
);
