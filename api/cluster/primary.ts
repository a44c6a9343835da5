import cluster, { type Worker } from 'node:cluster';
import type { Database } from '../../db/client';
import type { Logger } from '../logger';
import { forwardRelayedMessages, ignore } from './relay';
import { RestartBackoff } from './restartPolicy';

/** What the primary tells a worker: finish what you are doing and exit. */
export const shutdownMessage = { control: 'shutdown' } as const;

export const isShutdownMessage = (message: unknown): boolean =>
  typeof message === 'object' &&
  message !== null &&
  (message as { control?: unknown }).control === 'shutdown';

/** How long the workers get to finish their requests before the primary kills them. */
const stopGraceMs = 15_000;

export interface PrimaryOptions {
  workers: number;
  /** How many workspaces each worker serves: a worker is up once it listens on all of them. */
  workspaces: number;
  /** The primary's own connections (one per workspace), closed at the end. */
  databases: Database[];
  logger: Logger;
}

/** What a worker tells the primary once one of its workspaces listens. */
export interface ListeningMessage {
  listening: { workspace: string; port: number };
}

const isListeningMessage = (message: unknown): message is ListeningMessage =>
  typeof message === 'object' && message !== null && 'listening' in message;

/**
 * The cluster primary (docs/decisions/0056-cluster-process-model.md). It has already done the
 * one-time work (migrations, demo staff, first-start demo data, the build); here it starts the
 * workers, which share the port, and serves no request itself. It replaces a worker that dies (with
 * a growing wait when they die young), relays events between workers, and on SIGTERM/SIGINT asks every worker to stop gracefully,
 * then exits 0 once they have (1 when one had to be killed or failed to stop cleanly).
 */
export function runPrimary({ workers, workspaces, databases, logger }: PrimaryOptions): void {
  forwardRelayedMessages();
  const backoff = new RestartBackoff();
  const live = new Map<number, { worker: Worker; startedAt: number }>();
  /** Per workspace, the workers listening on it: each is announced once every worker serves it. */
  const serving = new Map<string, { port: number; workers: Set<number>; announced: boolean }>();
  let anyListened = false;
  let stopping = false;
  let allClean = true;

  const fork = () => {
    const worker = cluster.fork();
    live.set(worker.id, { worker, startedAt: Date.now() });
  };

  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isListeningMessage(message)) return;
    const { workspace, port } = message.listening;
    logger.info({ worker: worker.id, workerPid: worker.process.pid, workspace, port }, 'Worker listening');
    const entry = serving.get(workspace) ?? { port, workers: new Set<number>(), announced: false };
    serving.set(workspace, entry);
    entry.workers.add(worker.id);
    const up = [...serving.values()].filter((e) => e.workers.has(worker.id)).length;
    if (up >= workspaces) anyListened = true;
    if (!entry.announced && entry.workers.size >= workers) {
      entry.announced = true;
      logger.info(
        { workspace, port, workers },
        `Relief service (${workspace}) listening on http://localhost:${port} (${workers} workers)`,
      );
    }
  });

  cluster.on('exit', (worker: Worker, exitCode: number | null, signal: string | null) => {
    const entry = live.get(worker.id);
    live.delete(worker.id);
    for (const entry of serving.values()) entry.workers.delete(worker.id);
    const workerPid = worker.process.pid;
    // A demo-data load the worker was running is taken on by its replacement as it starts.
    if (stopping) {
      if (exitCode !== 0) allClean = false;
      logger.info({ worker: worker.id, workerPid, exitCode, signal }, 'Worker exited');
      if (live.size === 0) void finish();
      return;
    }
    if (!anyListened) {
      // Not one worker came up: what kills them (a taken port, a bad database) kills every one.
      logger.error({ worker: worker.id, workerPid, exitCode, signal }, 'A worker failed to start');
      allClean = false;
      stop('startup failure');
      return;
    }
    const delay = backoff.delayAfter(Date.now() - (entry?.startedAt ?? Date.now()));
    logger.error(
      { worker: worker.id, workerPid, exitCode, signal, restartInMs: delay },
      'Worker died; starting another',
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  let finishing = false;
  const finish = async () => {
    if (finishing) return;
    finishing = true;
    for (const database of databases) {
      await database.close().catch((err) => logger.warn({ err }, 'could not close a database'));
    }
    logger.info({ workers }, 'Stopped');
    process.exit(allClean ? 0 : 1);
  };

  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason, workers: live.size }, 'Shutting down: asking every worker to finish');
    if (live.size === 0) {
      void finish();
      return;
    }
    for (const { worker } of live.values()) {
      if (worker.isConnected()) worker.send(shutdownMessage, undefined, ignore);
      else worker.process.kill('SIGTERM');
    }
    setTimeout(() => {
      for (const { worker } of live.values()) {
        logger.error(
          { worker: worker.id, workerPid: worker.process.pid },
          'Worker did not stop in time: killed',
        );
        worker.process.kill('SIGKILL');
      }
      allClean = false;
    }, stopGraceMs).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  logger.info({ workers }, 'Starting workers');
  for (let i = 0; i < workers; i++) fork();
}
