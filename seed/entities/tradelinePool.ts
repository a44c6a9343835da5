import type { AccountTypeCode } from '../../api/domain/accountTypes';
import type { BureauTradeline } from '../../api/integrations/creditBureau/creditBureau';
import { drawAccountType, generateTradeline } from '../../api/integrations/creditBureau/tradelines';
import { dayMs, type Clock } from '../clock';
import { Rng } from '../random';

/*
 * Tradelines come from the simulated bureau's own generator (api/integrations/creditBureau), so demo
 * reports look like the ones the product pulls. That generator takes ~25 µs a tradeline, seconds of
 * a 100 000-borrower run; so a run draws a pool of tradelines once, per stress level, and each
 * report takes tradelines from the pool with a fresh account number and dates moved to its own pull
 * day. Repeats are hard to spot: 4 800 tradelines, each under another number, date and person.
 */

const stressLevels = 8;
const perLevel = 600;
const jointTypes: ReadonlySet<AccountTypeCode> = new Set(['CV', 'AU', 'CC', 'US']);

/** A tradeline with its dates as days relative to the pull day. */
interface Template {
  line: BureauTradeline;
  opened: number;
  closed: number | null;
  lastPaid: number | null;
}

function dayOffset(day: string | null, todayMs: number): number | null {
  return day === null ? null : Math.round((Date.parse(`${day}T00:00:00Z`) - todayMs) / dayMs);
}

export class TradelinePool {
  private readonly levels: Template[][] = [];
  private readonly jointLevels: Template[][] = [];

  constructor(seed: number, clock: Clock) {
    const rng = new Rng();
    const todayMs = Date.parse(`${clock.today}T00:00:00Z`);
    for (let level = 0; level < stressLevels; level++) {
      rng.reseed(seed, level, 0x7ade);
      const stress = (level + 0.5) / stressLevels;
      const templates = Array.from({ length: perLevel }, (_, i): Template => {
        const ecoaDesignator = i % 5 === 0 ? 'jointContractLiability' : 'primary';
        const line = generateTradeline(rng.faker, drawAccountType(rng.faker), {
          today: clock.today,
          stress,
          ecoaDesignator,
          takenAccountNumbers: new Set(),
        });
        return {
          line,
          opened: dayOffset(line.dateOpened, todayMs)!,
          closed: dayOffset(line.dateClosed, todayMs),
          lastPaid: dayOffset(line.mostRecentPayment, todayMs),
        };
      });
      this.levels.push(templates.filter((t) => t.line.ecoaDesignator === 'primary'));
      this.jointLevels.push(
        templates.filter((t) => t.line.ecoaDesignator !== 'primary' && jointTypes.has(t.line.accountType)),
      );
    }
  }

  /** A tradeline for a report pulled at `pullMs`, from a person under `stress` (0 to 1). */
  draw(rng: Rng, clock: Clock, stress: number, pullMs: number, joint = false): BureauTradeline {
    const level = Math.min(stressLevels - 1, Math.floor(stress * stressLevels));
    const template = rng.pick((joint ? this.jointLevels : this.levels)[level]);
    const { line } = template;
    return {
      ...line,
      accountNumber: rng.digits(line.accountNumber.length),
      dateOpened: clock.dayAfter(pullMs, template.opened),
      dateClosed: template.closed === null ? null : clock.dayAfter(pullMs, template.closed),
      mostRecentPayment: template.lastPaid === null ? null : clock.dayAfter(pullMs, template.lastPaid),
    };
  }
}
