import type { ReactNode } from 'react';
import { ExportButton, List, Pagination, TopToolbar } from 'react-admin';
import { ResultCount } from '../filters/ResultCount';
import { exportedFields } from './applicationCsv';
import { exportApplications } from './applicationExporter';
import { defaultApplicationFilterValues, type ApplicationFilterGroup } from './applicationFilterModel';
import { applicationFilters } from './applicationFilters';
import { ApplicationGrid, listedFields } from './ApplicationGrid';
import { ApplicationFilterPanel } from './filterPanel/ApplicationFilterPanel';

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
}: ApplicationListViewProps) => (
  <List
    resource="Application"
    title={title}
    storeKey={storeKey}
    filter={filter}
    filters={applicationFilters}
    filterDefaultValues={defaultApplicationFilterValues}
    perPage={10}
    sort={{ field: 'createdAt', order: 'DESC' }}
    queryOptions={{ meta: { sparseFields: listedFields, defaultWindow } }}
    exporter={exportApplications}
    actions={
      <TopToolbar>
        <ExportButton maxResults={10_000} meta={{ sparseFields: exportedFields, defaultWindow }} />
      </TopToolbar>
    }
    aside={<ApplicationFilterPanel groups={groups} defaultWindow={defaultWindow} />}
    pagination={<Pagination rowsPerPageOptions={[10]} />}
    // On a phone the filter panel goes above the list instead of beside it.
    sx={{ flexWrap: { xs: 'wrap', md: 'nowrap' } }}
  >
    {children}
    <ResultCount one="application" many="applications" />
    <ApplicationGrid />
  </List>
);
