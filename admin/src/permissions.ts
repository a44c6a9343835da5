/** The console's two roles, from the auth provider's getPermissions. */
export type Role = 'lead' | 'rep';

export type Action = 'reps:manage' | 'outbox:read' | 'demoData:load';

/**
 * Mirrors the server's permissions table (api/auth/permissions.ts) only to hide what a role cannot
 * use: the server refuses these to reps whatever the console shows.
 */
const allowedRoles: Record<Action, readonly Role[]> = {
  'reps:manage': ['lead'],
  'outbox:read': ['lead'],
  'demoData:load': ['lead'],
};

export const canAccess = (role: unknown, action: Action): boolean =>
  allowedRoles[action].some((allowed) => allowed === role);
