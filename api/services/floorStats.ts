import { requirePermission } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { readData } from '../data/bound';
import { dayMs } from '../domain/dates';
import { maxFloorLookbackDays, median, minutesToFirstContact } from '../domain/floorFigures';
import { AppError } from '../errors';
import type { ServiceDeps } from './deps';

/** How far back the median time to first contact looks. */
const firstContactWindowDays = 30;

function instantWithin(deps: ServiceDeps, field: string, value: string): string {
  const at = Date.parse(value);
  const now = deps.now().getTime();
  if (Number.isNaN(at) || at > now || at < now - maxFloorLookbackDays * dayMs)
    throw new AppError('BAD_USER_INPUT', `${field} is invalid`, { [field]: `${field} is invalid` });
  return new Date(at).toISOString();
}

/**
 * The floor at a glance for a lead: how old the unclaimed queue is, how soon borrowers hear from a
 * rep, what each rep holds and did today (a deactivated one too, while they hold claims or called
 * today), and this week's conversion: of the borrowers contacted, those enrolled in a plan. The day and the
 * week start where the lead's own clock says (the console sends them).
 */
export async function floorStats(
  deps: ServiceDeps,
  viewer: Viewer,
  args: { dayStart: string; weekStart: string },
) {
  requirePermission(viewer, 'floor:read');
  const dayStart = instantWithin(deps, 'dayStart', args.dayStart);
  const weekStart = instantWithin(deps, 'weekStart', args.weekStart);
  const data = readData(deps.database);
  const since = new Date(deps.now().getTime() - firstContactWindowDays * dayMs).toISOString();
  const [queue, firstContacts, claims, contacts, contacted, enrolled, active, inactive] = await Promise.all([
    data.floorStats.unclaimedQueue(),
    data.floorStats.firstContactsSince(since),
    data.floorStats.claimsByRep(),
    data.floorStats.contactsByRepSince(dayStart),
    data.floorStats.contactedApplicationsSince(weekStart),
    data.floorStats.contactedAndEnrolledSince(weekStart),
    data.reps.activeStaffNames(),
    data.floorStats.inactiveStaffWithWork(dayStart),
  ]);
  const minutes = median(minutesToFirstContact(firstContacts));
  // A rep switched off today still holds claims and made today's calls: their bars stay, marked.
  const staff = [
    ...active.map((rep) => ({ ...rep, isActive: true })),
    ...inactive.map((rep) => ({ ...rep, isActive: false })),
  ];
  const perRep = (values: Map<string, number>) =>
    staff.map((rep) => ({
      repId: rep.id,
      repName: rep.name,
      isActive: rep.isActive,
      value: values.get(rep.id) ?? 0,
    }));
  return {
    unclaimedCount: queue.count,
    oldestUnclaimedAt: queue.oldestAt,
    medianMinutesToFirstContact: minutes === null ? null : Math.round(minutes),
    firstContactsCounted: firstContacts.length,
    claimsPerRep: perRep(claims),
    contactsTodayPerRep: perRep(contacts),
    contactedThisWeek: contacted,
    enrolledThisWeek: enrolled,
  };
}
