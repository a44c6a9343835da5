/** Narrows JSON and error payloads of unknown shape before reading their fields. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
