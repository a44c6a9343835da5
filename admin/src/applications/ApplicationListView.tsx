import { useEffect, type ReactNode } from 'react';
import {
  ExportButton,
  List,
  Navigate,
  Pagination,
  TopToolbar,
  useLocation,
  usePermissions,
} from 'react-admin';
import type { ApplicationFilterGroup, SavedQueryList } from '@domain/applicationListFilter';
import { LiveList } from '../live/LiveList';
import { canAccess } from '../permissions';
import { ResultCount } from '../filters/ResultCount';
import { applicationExporter } from './applicationExporter';
import { defaultApplicationFilterValues } from './applicationFilterModel';
import { applicationFilters } from './applicationFilters';
import { ApplicationGrid } from './ApplicationGrid';
import { exportedFields, listedFields } from './applicationFields';
import { useLastList } from './lastList';
import { listUrlForSearch } from './searchFromUrl';
import { ApplicationFilterPanel } from './filterPanel/ApplicationFilterPanel';
import { FilterPanelToggle } from './filterPanel/filterPanelToggle';

interface ApplicationListViewProps {
  title: string;
  /** Keeps the summary's and the queue's filters, sort and page apart. */
  storeKey: string;
  /** The list its saved queries belong to. */
  listKey: SavedQueryList;
  /** With no date range chosen, show the spec's last 72 hours. */
  defaultWindow: boolean;
  /** Always applied, e.g. the queue's `assignedTo`. */
  filter?: Record<string, unknown>;
  groups?: ApplicationFilterGroup[];
  /** The panel offers to narrow the list to one rep's claims. */
  byRep?: boolean;
  /** Beside Export in the toolbar (a lead's 'Reassign all'). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** Remembers this list as the one the borrower page steps through (previous / next). */
const RememberList = ({
  storeKey,
  defaultWindow,
  filter,
  title,
}: {
  storeKey: string;
  defaultWindow: boolean;
  filter: Record<string, unknown>;
  title: string;
}) => {
  const [, setLastList] = useLastList();
  const key = JSON.stringify(filter);
  useEffect(() => {
    setLastList({ storeKey, defaultWindow, filter: JSON.parse(key) as Record<string, unknown>, title });
  }, [storeKey, defaultWindow, key, title, setLastList]);
  return null;
};

/** The summary and the queue: search, filter panel, result count, 10 a page, saved queries, CSV. */
export const ApplicationListView = ({
  title,
  storeKey,
  listKey,
  defaultWindow,
  filter,
  groups,
  byRep,
  actions,
  children,
}: ApplicationListViewProps) => {
  const { pathname, search } = useLocation();
  const { permissions } = usePermissions();
  // A call list carries the borrowers' e-mail and phone: a lead's of any list, a rep's of their own
  // queue (the borrowers they hold and call; their pages show the same to them).
  const withContacts = canAccess(permissions, 'application:reassign') || listKey === 'borrowerQueue';
  const searched = listUrlForSearch(pathname, search);
  if (searched) return <Navigate to={searched} replace />;
  return (
    <List
      resource="Application"
      title={title}
      storeKey={storeKey}
      filter={filter}
      filters={applicationFilters}
      filterDefaultValues={defaultApplicationFilterValues}
      perPage={10}
      sort={{ field: 'createdAt', order: 'DESC' }}
      // Other staff's claims, calls and moves come as they happen (LiveList); fetched again every
      // minute too, because the borrowers' local times and 'Callable now' follow the clock.
      queryOptions={{
        meta: { sparseFields: listedFields, defaultWindow },
        refetchInterval: 60_000,
        refetchOnWindowFocus: true,
      }}
      exporter={applicationExporter(withContacts)}
      actions={
        <TopToolbar>
          <FilterPanelToggle storeKey={storeKey} />
          {actions}
          <ExportButton
            maxResults={10_000}
            meta={{ sparseFields: exportedFields(withContacts), defaultWindow }}
          />
        </TopToolbar>
      }
      aside={
        <ApplicationFilterPanel
          groups={groups}
          defaultWindow={defaultWindow}
          storeKey={storeKey}
          listKey={listKey}
          byRep={byRep}
        />
      }
      pagination={<Pagination rowsPerPageOptions={[10]} />}
      // On a phone the filter panel goes above the list instead of beside it.
      // The list itself may shrink below its table's natural width (react-admin's 'fit-content'):
      // the columns then share what is left beside the panel instead of pushing past the window.
      sx={{ flexWrap: { xs: 'wrap', md: 'nowrap' }, '& .RaList-main': { minWidth: 0 } }}
    >
      <RememberList storeKey={storeKey} defaultWindow={defaultWindow} filter={filter ?? {}} title={title} />
      {children}
      <LiveList>
        <ResultCount one="application" many="applications" />
        <ApplicationGrid oneRep={!!filter?.assignedTo} />
      </LiveList>
    </List>
  );
};
