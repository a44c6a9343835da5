import type { GetListParams, GetManyReferenceParams } from 'react-admin';
import { toApplicationFilter } from '@domain/applicationListFilter';
import { toDebtFilter } from '../debts/debtFilterModel';
import { endOfLocalDay } from '../dates';

/*
 * What the data provider sends for a list, from what a screen asks (dataProvider.ts runs these before
 * ra-data-graphql-simple builds the query; `npm run bench` builds the console's own requests with them).
 */

/** The summary's and the queue's lists keep their filter panel's selection; the contract's filter is built here. */
export function applicationListParams<P extends GetListParams>(params: P, now = new Date()): P {
  const { defaultWindow, ...meta } = params.meta ?? {};
  const filter = toApplicationFilter(params.filter ?? {}, {
    defaultWindow: defaultWindow === true,
    endOfToday: endOfLocalDay(now),
  });
  return { ...params, meta, filter };
}

/** A borrower page's Debts tab: its filter panel's selection, as the contract's DebtFilter. */
export const debtReferenceParams = <P extends GetManyReferenceParams>(params: P): P => ({
  ...params,
  filter: toDebtFilter(params.filter ?? {}),
});
