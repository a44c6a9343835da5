import type { ApplicationType } from '../../api/domain/applicationFlow';
import { applicationTypeForRouter, knownRouters } from '../../api/domain/router';
import { dayMs, hourMs, minuteMs } from '../clock';
import { stopsFor, type Stop } from '../catalog/funnel';
import { showcase, type Showcase } from '../catalog/showcase';
import type { Tree } from '../tree';

/** The outline of one borrower's story, drawn before any row is written. */
export interface Plan {
  type: ApplicationType;
  router: (typeof knownRouters)[number];
  stop: Stop;
  createdMs: number;
  /** Inside the console's default window (the last 72 hours). */
  isRecent: boolean;
  /** When the borrower reached each page: the flow takes a few minutes a page. */
  minutesPerPage: number;
  /**
   * What steers the story: the showcase's entry for the first borrowers of a fresh database
   * (catalog/showcase.ts), a scenario set's (catalog/scenarios.ts), or a demo account's.
   */
  showcase: Showcase | null;
}

/** About 80 % credit (fps, nfcc) and 20 % rental (eden, midpen); api/domain/router decides the type. */
const routerWeights: readonly (readonly [(typeof knownRouters)[number], number])[] = [
  ['fps', 46],
  ['nfcc', 34],
  ['eden', 12],
  ['midpen', 8],
];

/** A quarter of the applications are from the last 72 hours, the rest spread over six months. */
const recentShare = 0.25;
const windowMs = 72 * hourMs;
const historyMs = 182 * dayMs;

function showcaseStop(type: Plan['type'], page: string): Stop {
  const found = stopsFor(type).find(([stop]) => stop.lastViewedPage === page);
  if (!found) throw new Error(`catalog/showcase.ts: no ${type} stop ${page}`);
  return found[0];
}

/** The entry that steers this borrower: a demo account's, a scenario's, or the showcase's. */
function featuredOf(tree: Tree): Showcase | null {
  const { demo, ordinal, run } = tree;
  if (demo) return demo.account;
  if (run.scenario) return run.scenario.entries[ordinal - run.scenario.firstOrdinal] ?? null;
  return ordinal < showcase.length ? showcase[ordinal] : null;
}

export function drawPlan(tree: Tree): Plan {
  const { rng, clock } = tree;
  const demo = tree.demo?.account;
  const featured = featuredOf(tree);
  const router = featured?.router ?? rng.weighted(routerWeights);
  const type = applicationTypeForRouter(router);
  const hoursAgo = featured?.hoursAgo;
  const isRecent = hoursAgo ? hoursAgo[1] <= 72 : !demo && !featured?.old && rng.chance(recentShare);
  // Room for the borrower's hour in the flow before the anchor.
  const createdMs = demo
    ? clock.anchorMs - demo.startedDaysAgo * dayMs - rng.int(0, 8 * hourMs)
    : hoursAgo
      ? clock.anchorMs - rng.int(hoursAgo[0] * hourMs, hoursAgo[1] * hourMs)
      : featured?.old
        ? clock.anchorMs - rng.int(130 * dayMs, 180 * dayMs)
        : isRecent
          ? clock.anchorMs - rng.int(60 * minuteMs, windowMs - minuteMs)
          : clock.anchorMs - rng.int(windowMs + hourMs, historyMs);
  const stop = featured ? showcaseStop(type, featured.page) : rng.weighted(stopsFor(type));
  return { type, router, stop, createdMs, isRecent, minutesPerPage: rng.int(2, 5), showcase: featured };
}
