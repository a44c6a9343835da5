import { parseArgs } from 'node:util';
import { trainingDatabaseUrl } from '../api/workspace';
import { demoScenarioById, demoScenarios, type DemoScenarioId } from '../api/domain/demoScenarios';
import { parseAnchor } from './clock';

export interface CliOptions {
  help: boolean;
  borrowers: number;
  scenario: DemoScenarioId | undefined;
  seed: number;
  reset: boolean;
  databaseUrl: string | undefined;
  now: Date;
  chunkSize: number | undefined;
  workers: number;
  /** One transaction with the indexes built after the rows, into a database no one else uses (db/bulkIndexes.ts). */
  bulk: boolean;
  borrowerPassword: string | undefined;
  /** The database may be made: without it, a database that does not exist is refused. */
  create: boolean;
}

const scenarioLines = demoScenarios
  .map((s) => `                         ${s.id.padEnd(10)} ${s.title} (${s.borrowers} borrowers)`)
  .join('\n');

export const usage = `npm run seed -- [--borrowers N | --scenario ID] [--seed S] [--reset] [--database URL [--new]] [--now DATE]
  --borrowers N        borrowers to add, each with a whole tree (default 200)
  --scenario ID        a training class's borrowers instead of random ones (add --reset for them alone):
${scenarioLines}
  --seed S             the same seed gives the same data (default 1)
  --reset              first remove every borrower's data (staff and demo borrower accounts stay)
  --database URL       file:path, postgres://… or pglite:dir of a training database (default
                       TRAINING_DATABASE_URL, else data/training.db); a live database is refused, and
                       one that does not exist too: run it with the server's settings
  --new                makes the database at --database when it does not exist (a class's own copy)
  --now DATE           anchor of every date, YYYY-MM-DD or an ISO instant (default: now)
  --chunk-size N       borrowers per transaction (default 500)
  --bulk               into a database with no borrowers that nothing else uses (no console open on
                       it): the whole load is one transaction and the indexes are built after the rows,
                       about a third faster. Until it ends every other writer waits (on Postgres, readers
                       of its tables too); stopped part-way it leaves nothing; SQLite's WAL grows to the
                       size of the load before it is copied in. Ignored when the database has borrowers
  --workers N          generator threads beside the writer (default 1 from 5 000 borrowers, else 0)
  --borrower-password  a password for every demo borrower (default: a random one, as the product does)
  --help               this text
Every load also makes the demo borrower accounts (demo.*@example.org) when missing, with the
password in DEMO_BORROWER_PASSWORD, else a generated one it prints.`;

function whole(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`--${name} must be a whole number of at least ${min}, not "${value}"`);
  return n;
}

/** A scenario's size is its own: `--borrowers` may only repeat it. */
function scenarioOf(id: string | undefined, borrowers: string | undefined) {
  if (id === undefined) return undefined;
  const scenario = demoScenarioById(id);
  if (!scenario)
    throw new Error(`--scenario must be one of ${demoScenarios.map((s) => s.id).join(', ')}, not "${id}"`);
  if (borrowers !== undefined && Number(borrowers) !== scenario.borrowers)
    throw new Error(
      `--scenario ${id} has ${scenario.borrowers} borrowers: leave out --borrowers ${borrowers}`,
    );
  return scenario;
}

/** Command-line arguments, checked; a wrong one throws with a message naming it. */
export function parseCliOptions(
  args: string[],
  env: Record<string, string | undefined>,
  now: Date,
): CliOptions {
  const { values } = parseArgs({
    args,
    options: {
      borrowers: { type: 'string' },
      scenario: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
      database: { type: 'string' },
      now: { type: 'string' },
      'chunk-size': { type: 'string' },
      workers: { type: 'string' },
      bulk: { type: 'boolean', default: false },
      new: { type: 'boolean', default: false },
      'borrower-password': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const scenario = scenarioOf(values.scenario, values.borrowers);
  const borrowers = scenario?.borrowers ?? whole('borrowers', values.borrowers, 200, 0);
  return {
    help: values.help ?? false,
    borrowers,
    scenario: scenario?.id,
    seed: whole('seed', values.seed, 1, 0),
    reset: values.reset ?? false,
    // Demo data belongs to training (api/workspace.ts); a live database refuses it when opened.
    databaseUrl: values.database ?? trainingDatabaseUrl(env),
    now: parseAnchor(values.now, now),
    chunkSize:
      values['chunk-size'] === undefined ? undefined : whole('chunk-size', values['chunk-size'], 0, 1),
    // A generator thread pays off once its start-up (~0.5 s) is small beside the run.
    workers: whole('workers', values.workers, borrowers >= 5_000 ? 1 : 0, 0),
    bulk: values.bulk ?? false,
    borrowerPassword: values['borrower-password'],
    create: values.new ?? false,
  };
}
