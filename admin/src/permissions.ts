import { mayDo, type Action } from '@domain/permissions';

/** The console's two roles, from the auth provider's getPermissions. */
export type Role = 'lead' | 'rep';

const isRole = (role: unknown): role is Role => role === 'lead' || role === 'rep';

/**
 * The server's actions table (api/domain/permissions.ts), read only to hide what a role cannot
 * use: the server refuses these whatever the console shows. Every console user is staff; a lead
 * is also in the lead group.
 */
export const canAccess = (role: unknown, action: Action): boolean =>
  isRole(role) && mayDo({ isStaff: true, isLead: role === 'lead' }, action);
