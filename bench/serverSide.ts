import type { ConsoleRequest } from './consoleRequests';
import { processCpuMs, treeCpuMs } from './cpu';
import { oneConnection } from './oneConnection';
import { percentile } from './stats';

/*
 * The API's cost measured where it is spent, which other work on the machine does not move the way it
 * moves the client's clock: blocks of sequential requests to the server alternate with blocks of the
 * same list's data function in this process, and each block is charged the CPU its side used (the
 * server's processes; this process; on a local Postgres, the database backends' too). The ratio of
 * the two, per request, is the API's own cost over the data's. Beside it, the server's own clock:
 * Server-Timing's total over the data function's time. The server's requests go over one kept-alive
 * connection, so one worker serves them all, as it serves a console tab's sequential requests.
 */

export interface ServerSide {
  blocks: number;
  perBlock: number;
  /** Medians over the blocks: CPU per request of the server, per call of the data function (ms). */
  serverCpuMs: number;
  dataCpuMs: number;
  /** The median of each pair of blocks' ratio. */
  cpuRatio: number;
  /** The lowest and highest pair's ratio: how far apart blocks were. */
  cpuRatioRange: [number, number];
  /** Server-Timing's `total` p50 over the data function's wall-clock p50. */
  timingTotalP50: number;
  dataWallP50: number;
  timingRatio: number;
  /** Whether the database server's CPU is counted on both sides (a Postgres on this machine). */
  databaseCounted: boolean;
}

export interface ServerSideRequest {
  /** The server's process (and its children, a cluster's workers). */
  serverPid: number;
  request: ConsoleRequest;
  /** The list's data function, as the resolvers call it, in this process. */
  data: () => Promise<unknown>;
  /** The database server's processes serving this database, when they can be read here (Postgres). */
  databaseProcesses?: () => Promise<number[]>;
  blocks?: number;
  perBlock?: number;
}

const totalOf = (header: string | null) => {
  const match = /(?:^|,)\s*total;dur=([\d.]+)/.exec(header ?? '');
  if (!match) throw new Error('the server sent no Server-Timing total (SERVER_TIMING=true)');
  return Number(match[1]);
};

const median = (values: number[]) => percentile(values, 50);

export async function serverSideOf(r: ServerSideRequest): Promise<ServerSide> {
  const blocks = r.blocks ?? 12;
  const perBlock = r.perBlock ?? 150;
  const databaseCpu = async () => {
    if (!r.databaseProcesses) return { pids: [] as number[], ms: 0 };
    const pids = await r.databaseProcesses();
    return { pids, ms: pids.reduce((sum, pid) => sum + processCpuMs(pid), 0) };
  };
  /** The CPU `side` spent running `block`, with the database's processes as they were at its start. */
  const charged = async (side: () => number, block: () => Promise<void>) => {
    const db = await databaseCpu();
    const before = side();
    await block();
    const after = side();
    const dbAfter = db.pids.reduce((sum, pid) => sum + processCpuMs(pid), 0);
    return after - before + (dbAfter - db.ms);
  };
  const totals: number[] = [];
  const dataWall: number[] = [];
  const connection = oneConnection();
  const serverBlock = async (keep: boolean) => {
    for (let i = 0; i < perBlock; i++) {
      const res = await connection.send(r.request);
      if (res.status !== 200) throw new Error(`the list answered ${res.status}`);
      if (keep) totals.push(totalOf(res.serverTiming));
    }
  };
  const dataBlock = async (keep: boolean) => {
    for (let i = 0; i < perBlock; i++) {
      const started = performance.now();
      await r.data();
      if (keep) dataWall.push(performance.now() - started);
    }
  };
  // One block of each first, not counted: code compiled, statements prepared, pools filled.
  await serverBlock(false);
  await dataBlock(false);
  const server: number[] = [];
  const data: number[] = [];
  const ratios: number[] = [];
  for (let b = 0; b < blocks; b++) {
    const s =
      (await charged(
        () => treeCpuMs(r.serverPid),
        () => serverBlock(true),
      )) / perBlock;
    const d =
      (await charged(
        () => processCpuMs(process.pid),
        () => dataBlock(true),
      )) / perBlock;
    server.push(s);
    data.push(d);
    ratios.push(s / d);
  }
  connection.close();
  const timingTotalP50 = median(totals);
  const dataWallP50 = median(dataWall);
  return {
    blocks,
    perBlock,
    serverCpuMs: median(server),
    dataCpuMs: median(data),
    cpuRatio: median(ratios),
    cpuRatioRange: [Math.min(...ratios), Math.max(...ratios)],
    timingTotalP50,
    dataWallP50,
    timingRatio: timingTotalP50 / dataWallP50,
    databaseCounted: !!r.databaseProcesses,
  };
}
