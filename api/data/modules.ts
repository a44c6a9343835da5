/*
 * Every module of api/data that the services reach bound to a connection (bound.ts), by its file's
 * name: a new data module is one line here.
 */
export * as agreements from './agreements';
export * as alerts from './alerts';
export * as applicationFacts from './applicationFacts';
export * as applicationList from './applicationList';
export * as applications from './applications';
export * as audit from './audit';
export * as bank from './bank';
export * as batchQueries from './batchQueries';
export * as borrowers from './borrowers';
export * as budgets from './budgets';
export * as callableNow from './callableNow';
export * as contactAttempts from './contactAttempts';
export * as credit from './credit';
export * as creditorTerms from './creditorTerms';
export * as creditReviews from './creditReviews';
export * as debtQueries from './debtQueries';
export * as decisions from './decisions';
export * as demoDataJobs from './demoDataJobs';
export * as emailChanges from './emailChanges';
export * as expenseEstimates from './expenseEstimates';
export * as floorStats from './floorStats';
export * as formDrafts from './formDrafts';
export * as jobs from './jobs';
export * as listQuery from './listQuery';
export * as outbox from './outbox';
export * as plans from './plans';
export * as portalQueries from './portalQueries';
export * as rateLimits from './rateLimits';
export * as readLog from './readLog';
export * as reps from './reps';
export * as resumeEmails from './resumeEmails';
export * as savedQueries from './savedQueries';
export * as secondFactors from './secondFactors';
export * as users from './users';
export * as workspace from './workspace';
