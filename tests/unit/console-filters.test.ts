import { describe, expect, it } from 'vitest';
import {
  applicationGroups,
  defaultApplicationFilterValues,
  emptyApplicationGroups,
} from '../../admin/src/applications/applicationFilterModel';
import { applicationSelectionOf, toApplicationFilter } from '../../api/domain/applicationListFilter';
import {
  debtGroups,
  debtSelectionOf,
  emptyDebtGroups,
  isNarrowed,
  toDebtFilter,
} from '../../admin/src/debts/debtFilterModel';
import { toggleOption } from '../../api/domain/filterSelection';

const summary = { defaultWindow: true };
const queue = { defaultWindow: false };

describe('the summary filter panel builds the ApplicationFilter (service-portal §5)', () => {
  it('by default leaves the archived statuses out, sends no other restriction, and asks for the last 72 hours', () => {
    expect(toApplicationFilter(defaultApplicationFilterValues, summary)).toEqual({
      status_in: ['In Progress', 'Submitted', 'Call Scheduled', 'Contacted', 'Transferred'],
      dateRange: {},
    });
  });

  it('sends a chosen date range as it is, and no window in the queue when none is chosen', () => {
    const values = {
      ...defaultApplicationFilterValues,
      dateRange: { start: '2026-11-01', end: '2026-11-05' },
    };
    expect(toApplicationFilter(values, summary).dateRange).toEqual({
      start: '2026-11-01',
      end: '2026-11-05',
    });
    expect(toApplicationFilter(defaultApplicationFilterValues, queue)).not.toHaveProperty('dateRange');
  });

  it('turns one of a yes/no pair into a Boolean, and both into no restriction', () => {
    const values = {
      claimed: ['unclaimed'],
      offerStatus: ['hasOffers'],
      planEnrollment: ['isNotEnrolledInAPlan'],
    };
    expect(toApplicationFilter(values, queue)).toEqual({
      claimed: false,
      hasOffers: true,
      isEnrolledInAPlan: false,
    });
    expect(toApplicationFilter({ claimed: ['claimed', 'unclaimed'] }, queue)).toEqual({});
  });

  it('sends the status names of the checked keys in the group’s order, and nothing when all are checked', () => {
    expect(
      toApplicationFilter({ status: ['transferredAndArchived', 'inProgress'] }, queue).status_in,
    ).toEqual(['In Progress', 'Transferred And Archived']);
    expect(toApplicationFilter({ status: [...applicationGroups.status] }, queue)).toEqual({});
  });

  it('keeps the search and the queue’s assignee', () => {
    expect(toApplicationFilter({ q: 'Lopez', assignedTo: 'rep-1', type: ['rental'] }, queue)).toEqual({
      q: 'Lopez',
      assignedTo: 'rep-1',
      type_in: ['rental'],
    });
  });

  it('sends Callable now only when it is checked', () => {
    expect(toApplicationFilter({ callableNow: true }, queue)).toEqual({ callableNow: true });
    expect(toApplicationFilter({ callableNow: false }, queue)).toEqual({});
    expect(toApplicationFilter({ callableNow: 'yes' }, queue)).toEqual({});
  });

  it('reads a group missing from the filter values as every option checked', () => {
    expect(applicationSelectionOf({}).claimed).toEqual(['claimed', 'unclaimed']);
    expect(applicationSelectionOf({ type: ['credit'] }).type).toEqual(['credit']);
  });

  it('names every group left with nothing checked: the panel shows the message and sends nothing', () => {
    const selection = applicationSelectionOf(defaultApplicationFilterValues);
    const noType = toggleOption(
      applicationGroups,
      toggleOption(applicationGroups, selection, 'type', 'credit'),
      'type',
      'rental',
    );
    expect(emptyApplicationGroups(noType)).toEqual(['type']);
    expect(emptyApplicationGroups(selection)).toEqual([]);
  });

  it('keeps a group’s own order whatever the order of clicks', () => {
    const selection = applicationSelectionOf({ status: ['contacted'] });
    expect(toggleOption(applicationGroups, selection, 'status', 'inProgress').status).toEqual([
      'inProgress',
      'contacted',
    ]);
  });
});

describe('the debt filters build the DebtFilter (service-portal §5)', () => {
  it('send nothing by default: every type, status, portfolio and account type, no detail', () => {
    expect(toDebtFilter({})).toEqual({});
    expect(isNarrowed({})).toBe(false);
  });

  it('send a group only when some of its options are unchecked', () => {
    expect(
      toDebtFilter({ debtStatus: ['closed'], accountType: ['creditCard', 'other'], q: 'capital' }),
    ).toEqual({
      debtStatus_in: ['closed'],
      accountType_in: ['creditCard', 'other'],
      q: 'capital',
    });
    expect(isNarrowed({ debtStatus: ['closed'] })).toBe(true);
  });

  it('send each checked detail, which narrows the list further', () => {
    expect(toDebtFilter({ debtDetail: ['hasBalance', 'latePayment'] })).toEqual({
      debtDetail_in: ['hasBalance', 'latePayment'],
    });
  });

  it('exempt the details from the at-least-one rule, and no other group', () => {
    const selection = { ...debtSelectionOf({}), debtType: [], debtDetail: [] };
    expect(emptyDebtGroups(selection)).toEqual(['debtType']);
    expect(toggleOption(debtGroups, selection, 'debtType', 'shared').debtType).toEqual(['shared']);
  });
});
