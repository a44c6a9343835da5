import { leadGroup, staffGroupMarker } from '../domain/permissions';

/** Who is asking: derived from the session's user and their groups. */
export interface Viewer {
  id: string;
  email: string;
  name: string | null;
  phoneNumber: string | null;
  groups: string[];
  isStaff: boolean;
  isLead: boolean;
  mustChangePassword: boolean;
}

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
