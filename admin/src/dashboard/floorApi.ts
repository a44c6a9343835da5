import { graphqlRequest } from '../providers/graphqlRequest';

export interface RepFigure {
  repId: string;
  repName: string | null;
  value: number;
}

export interface FloorStats {
  unclaimedCount: number;
  oldestUnclaimedAt: string | null;
  medianMinutesToFirstContact: number | null;
  firstContactsCounted: number;
  claimsPerRep: RepFigure[];
  contactsTodayPerRep: RepFigure[];
  contactedThisWeek: number;
  enrolledThisWeek: number;
}

const query = `query($dayStart: String!, $weekStart: String!) {
  floorStats(dayStart: $dayStart, weekStart: $weekStart) {
    unclaimedCount oldestUnclaimedAt medianMinutesToFirstContact firstContactsCounted
    claimsPerRep { repId repName value } contactsTodayPerRep { repId repName value }
    contactedThisWeek enrolledThisWeek
  }
}`;

export async function fetchFloorStats(starts: { dayStart: string; weekStart: string }): Promise<FloorStats> {
  return (await graphqlRequest<{ floorStats: FloorStats }>(query, starts)).floorStats;
}

/** '3 h 10 min', '2 d 4 h', '45 min'. */
export function durationWords(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  return `${Math.floor(hours / 24)} d${hours % 24 ? ` ${hours % 24} h` : ''}`;
}
