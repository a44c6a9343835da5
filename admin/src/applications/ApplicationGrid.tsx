import { useMediaQuery, type Theme } from '@mui/material';
import { BooleanField, DataTable, SimpleList } from 'react-admin';
import { formatDateTime } from '../dates';
import { AssignedRepField } from '../fields/AssignedRepField';
import { DateTimeField } from '../fields/DateTimeField';
import { LocalTimeField, unknownTimeZone } from '../fields/LocalTimeField';
import type { Application } from '../types';
import { ClaimButton } from './actions/ClaimButton';
import { applicationOptionLabels } from './filterPanel/applicationFilterLabels';

const Col = DataTable.Col<Application>;

/**
 * Ten columns beside the filter panel at a laptop's 1280 px (issue 11): half MUI's side padding,
 * and two-word headers may wrap, as react-admin's demos keep their lists within the page.
 */
const tightColumns = {
  '& .MuiTableCell-root': { px: 1 },
  '& .MuiTableCell-root:first-of-type': { pl: 2 },
  '& .MuiTableCell-root:last-of-type': { pr: 1.5 },
  '& .MuiTableCell-head': { whiteSpace: 'normal', lineHeight: 1.3 },
};

/** Rows of the summary and the queue; on a phone, a simple list. Computed columns cannot be sorted. */
export const ApplicationGrid = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (isSmall) {
    return (
      <SimpleList<Application>
        primaryText={(a) => a.borrowerName ?? a.id}
        secondaryText={(a) => `${a.status} · ${a.type} · ${a.borrowerLocalTime ?? unknownTimeZone}`}
        tertiaryText={(a) => formatDateTime(a.createdAt)}
        linkType="show"
      />
    );
  }
  return (
    <DataTable rowClick="show" bulkActionButtons={false} size="small" sx={tightColumns}>
      <Col source="borrowerName" disableSort />
      <Col source="borrowerLocalTime" disableSort field={LocalTimeField} />
      <Col source="type" render={(a) => applicationOptionLabels[a.type] ?? a.type} />
      <Col source="status" />
      <Col source="routerLabel" disableSort />
      <Col source="createdAt" field={DateTimeField} />
      <Col source="assignedToName" disableSort field={AssignedRepField} />
      <Col source="hasOffers" disableSort field={BooleanField} />
      <Col source="isEnrolledInAPlan" disableSort field={BooleanField} />
      <Col label="" disableSort>
        <ClaimButton />
      </Col>
    </DataTable>
  );
};
