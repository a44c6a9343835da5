/** The canonical description of every table (SQLite column types). */
export * from './accounts';
export * from './application';
export * from './credit';
export * from './decision';
export * from './creditors';
export * from './bank';
export * from './serving';
export * from './console';
export * from './safeguards';
