import type * as Schema from '@domain/generated/schema';
import { debtFilterGroups, emptyFilterGroups } from '@domain/staffFilters';
import {
  chosenUnlessAll,
  definedOnly,
  selectionOf,
  type FilterValues,
  type Selection,
  type Sent,
} from '@domain/filterSelection';

export type DebtFilterGroup = keyof typeof debtFilterGroups;
export type DebtSelection = Selection<DebtFilterGroup>;

/** The contract's DebtFilter input, as the Debts tab sends it. */
type DebtFilter = Sent<Schema.DebtFilter>;

export const debtGroups = debtFilterGroups;

/** Every option checked, except the debt details: each checked detail narrows the list. */
const unrestricted: DebtSelection = { ...debtFilterGroups, debtDetail: [] };

export const debtSelectionOf = (values: FilterValues): DebtSelection => selectionOf(values, unrestricted);

export const emptyDebtGroups = (selection: DebtSelection) =>
  emptyFilterGroups(selection) as DebtFilterGroup[];

/**
 * A group with every option checked is not sent: `portfolioType_in` with all five would still drop
 * the debts whose report gives no portfolio type.
 */
export function toDebtFilter(values: FilterValues): DebtFilter {
  const { debtType, debtStatus, debtDetail, portfolioType, accountType, ...rest } = values;
  const selection = debtSelectionOf({ debtType, debtStatus, debtDetail, portfolioType, accountType });
  const filter: DebtFilter = {
    ...rest,
    debtType_in: chosenUnlessAll(selection.debtType, debtFilterGroups.debtType),
    debtStatus_in: chosenUnlessAll(selection.debtStatus, debtFilterGroups.debtStatus),
    debtDetail_in: selection.debtDetail.length > 0 ? [...selection.debtDetail] : undefined,
    portfolioType_in: chosenUnlessAll(selection.portfolioType, debtFilterGroups.portfolioType),
    accountType_in: chosenUnlessAll(selection.accountType, debtFilterGroups.accountType),
  };
  return definedOnly(filter);
}

/** Whether the rep narrowed the list: tells 'no debts at all' from 'none match your filters'. */
export const isNarrowed = (values: FilterValues): boolean =>
  Object.keys(toDebtFilter(values)).some((k) => k !== 'applicationId');
