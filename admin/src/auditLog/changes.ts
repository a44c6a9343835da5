/** Bookkeeping columns say nothing a rep needs in the history. */
const hidden = new Set(['id', 'applicationId', 'createdAt', 'updatedAt', 'owner']);

const parsed = (json: string | null | undefined): Record<string, unknown> => {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** An audit entry's before/after (JSON text) as lines 'status: Archived → Contacted'. */
export function describeChanges(
  before: string | null | undefined,
  after: string | null | undefined,
): string[] {
  const from = parsed(before);
  const to = parsed(after);
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter((f) => !hidden.has(f));
  return fields
    .filter((field) => from[field] !== to[field])
    .map((field) =>
      field in from
        ? `${field}: ${shown(from[field])} → ${shown(to[field])}`
        : `${field}: ${shown(to[field])}`,
    );
}
