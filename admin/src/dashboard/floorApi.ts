import { graphql } from '../gql';
import { answered, graphqlRequest, type ResultOf } from '../providers/graphqlRequest';

const FloorStatsQuery = graphql(`
  query FloorStats($dayStart: String!, $weekStart: String!) {
    floorStats(dayStart: $dayStart, weekStart: $weekStart) {
      unclaimedCount
      oldestUnclaimedAt
      medianMinutesToFirstContact
      firstContactsCounted
      claimsPerRep {
        repId
        repName
        isActive
        value
      }
      contactsTodayPerRep {
        repId
        repName
        isActive
        value
      }
      contactedThisWeek
      enrolledThisWeek
    }
  }
`);

export type FloorStats = NonNullable<ResultOf<typeof FloorStatsQuery>['floorStats']>;
export type RepFigure = FloorStats['claimsPerRep'][number];

export async function fetchFloorStats(starts: { dayStart: string; weekStart: string }): Promise<FloorStats> {
  return answered((await graphqlRequest(FloorStatsQuery, starts)).floorStats, 'floorStats');
}

/** A rep as the charts name them: a deactivated account that still holds work is marked so. */
export const repLabel = (figure: RepFigure): string =>
  `${figure.repName ?? 'Unnamed'}${figure.isActive ? '' : ' (deactivated)'}`;

/** '3 h 10 min', '2 d 4 h', '45 min'. */
export function durationWords(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  return `${Math.floor(hours / 24)} d${hours % 24 ? ` ${hours % 24} h` : ''}`;
}
