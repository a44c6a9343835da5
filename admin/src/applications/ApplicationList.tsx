import { CreditorTermsNotice } from '../creditors/CreditorTermsNotice';
import { ApplicationListView } from './ApplicationListView';

/**
 * The spec's /summary: every application, the last 72 hours unless a date range is chosen, a search
 * is typed or one rep's claims are asked for. Where staff land after signing in, so a lead is told
 * here while the creditor terms await review.
 */
export const ApplicationList = () => (
  <ApplicationListView title="Summary" storeKey="summary" listKey="summary" defaultWindow byRep>
    <CreditorTermsNotice inList />
  </ApplicationListView>
);
