import type { ReactNode } from 'react';
import { ExportButton, List, Navigate, Pagination, TopToolbar, useLocation } from 'react-admin';
import { ResultCount } from '../filters/ResultCount';
import { exportApplications } from './applicationExporter';
import type { ApplicationFilterGroup } from '@domain/applicationListFilter';
import { defaultApplicationFilterValues } from './applicationFilterModel';
import { applicationFilters } from './applicationFilters';
import { ApplicationGrid } from './ApplicationGrid';
import { exportedFields, listedFields } from './applicationFields';
import { listUrlForSearch } from './searchFromUrl';
import { ApplicationFilterPanel } from './filterPanel/ApplicationFilterPanel';
import { FilterPanelToggle } from './filterPanel/filterPanelToggle';

interface ApplicationListViewProps {
  title: string;
  /** Keeps the summary's and the queue's filters, sort and page apart. */
  storeKey: string;
  /** With no date range chosen, show the spec's last 72 hours. */
  defaultWindow: boolean;
  /** Always applied, e.g. the queue's `assignedTo`. */
  filter?: Record<string, unknown>;
  groups?: ApplicationFilterGroup[];
  children?: ReactNode;
}

/** The summary and the queue: search, filter panel, result count, 10 a page, saved queries, CSV. */
export const ApplicationListView = ({
  title,
  storeKey,
  defaultWindow,
  filter,
  groups,
  children,
}: ApplicationListViewProps) => {
  const { pathname, search } = useLocation();
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
      // Fetched again every minute: the borrowers' local times and 'Callable now' follow the clock.
      queryOptions={{ meta: { sparseFields: listedFields, defaultWindow }, refetchInterval: 60_000 }}
      exporter={exportApplications}
      actions={
        <TopToolbar>
          <FilterPanelToggle storeKey={storeKey} />
          <ExportButton maxResults={10_000} meta={{ sparseFields: exportedFields, defaultWindow }} />
        </TopToolbar>
      }
      aside={<ApplicationFilterPanel groups={groups} defaultWindow={defaultWindow} storeKey={storeKey} />}
      pagination={<Pagination rowsPerPageOptions={[10]} />}
      // On a phone the filter panel goes above the list instead of beside it.
      // The list itself may shrink below its table's natural width (react-admin's 'fit-content'):
      // the columns then share what is left beside the panel instead of pushing past the window.
      sx={{ flexWrap: { xs: 'wrap', md: 'nowrap' }, '& .RaList-main': { minWidth: 0 } }}
    >
      {children}
      <ResultCount one="application" many="applications" />
      <ApplicationGrid />
    </List>
  );
};
