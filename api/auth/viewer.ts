import type * as Schema from '../domain/generated/schema';
import { leadGroup, staffGroupMarker } from '../domain/permissions';

/** Who is asking: derived from the session's user and their groups (the schema's Viewer, as `me` answers it). */
export type Viewer = Omit<Schema.Viewer, '__typename'>;

export function viewerFrom(
  user: {
    id: string;
    email: string;
    name: string | null;
    phoneNumber: string | null;
    mustChangePassword: boolean;
  },
  groups: string[],
): Viewer {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    phoneNumber: user.phoneNumber,
    groups,
    isStaff: groups.some((g) => g.includes(staffGroupMarker)),
    isLead: groups.includes(leadGroup),
    mustChangePassword: user.mustChangePassword,
  };
}
