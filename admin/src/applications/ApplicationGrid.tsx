import { useMediaQuery, type Theme } from '@mui/material';
import { BooleanField, DataTable, SimpleList, usePermissions } from 'react-admin';
import { formatDateTime } from '../dates';
import { AssignedRepField } from '../fields/AssignedRepField';
import { BorrowerLinkField } from '../fields/BorrowerLinkField';
import { CallbackField } from '../fields/CallbackField';
import { DateTimeField } from '../fields/DateTimeField';
import { LocalTimeField, unknownTimeZone } from '../fields/LocalTimeField';
import { VisuallyHidden } from '../fields/VisuallyHidden';
import { canAccess } from '../permissions';
import { BulkReassignButton } from '../reassign/BulkReassignButton';
import type { Application } from '../records';
import { ClaimButton } from './actions/ClaimButton';
import { ApplicationsEmpty } from './ApplicationsEmpty';
import { applicationOptionLabels } from './filterPanel/applicationFilterLabels';

const Col = DataTable.Col<Application>;

/**
 * The columns beside the filter panel at a laptop's 1280 px (issue 11): half MUI's side padding,
 * and two-word headers may wrap, as react-admin's demos keep their lists within the page.
 */
const tightColumns = {
  '& .MuiTableCell-root': { px: 1 },
  '& .MuiTableCell-root:first-of-type': { pl: 2 },
  '& .MuiTableCell-root:last-of-type': { pr: 1.5 },
  '& .MuiTableCell-head': { whiteSpace: 'normal', lineHeight: 1.3 },
};

/**
 * Rows of the summary and the queue; on a phone, a simple list. A queue (one rep's claims) shows the
 * booked call-backs where the summary shows who holds each. Below a laptop's width (a 1024-px
 * tablet) the columns a rep can read on the borrower's page give way — type, referral, offers, plan —
 * so the claim and its button stay on screen. A lead ticks rows to reassign them. Computed columns
 * cannot be sorted.
 */
export const ApplicationGrid = ({ oneRep = false }: { oneRep?: boolean }) => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const isNarrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('lg'));
  const { permissions } = usePermissions();
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
    <DataTable
      rowClick="show"
      bulkActionButtons={canAccess(permissions, 'application:reassign') ? <BulkReassignButton /> : false}
      size="small"
      sx={tightColumns}
      empty={<ApplicationsEmpty />}
    >
      <Col source="borrowerName" disableSort field={BorrowerLinkField} />
      <Col source="borrowerLocalTime" disableSort field={LocalTimeField} />
      {!isNarrow && <Col source="type" render={(a) => applicationOptionLabels[a.type] ?? a.type} />}
      <Col source="status" />
      {!isNarrow && <Col source="routerLabel" disableSort />}
      <Col source="createdAt" field={DateTimeField} />
      {oneRep ? (
        <Col source="callbackAt" label="Call back" field={CallbackField} />
      ) : (
        <Col source="assignedToName" disableSort field={AssignedRepField} />
      )}
      {!isNarrow && <Col source="hasOffers" disableSort field={BooleanField} />}
      {!isNarrow && <Col source="isEnrolledInAPlan" disableSort field={BooleanField} />}
      <Col label={<VisuallyHidden>Claim</VisuallyHidden>} disableSort>
        <ClaimButton />
      </Col>
    </DataTable>
  );
};
