import { ApplicationListView } from './ApplicationListView';

/** The spec's /summary: every application, last 72 hours unless a date range is chosen. */
export const ApplicationList = () => <ApplicationListView title="Summary" storeKey="summary" defaultWindow />;
