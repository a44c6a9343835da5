import type { ServerProcess } from './serverProcess';

/** The port the metrics listen on, once the server says so. */
export const metricsPortOf = async (server: ServerProcess) => {
  const pattern = /"metricsPort":(\d+)/;
  await server.until((output) => pattern.test(output));
  return Number(pattern.exec(server.output())![1]);
};

/** The value of the sample named `name` whose labels include every one of `labels`. */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = Object.entries(labels).every(([key, value]) =>
      (match[3] ?? '').includes(`${key}="${value}"`),
    );
    if (has) return Number(match[4]);
  }
  return null;
}
