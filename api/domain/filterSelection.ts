/*
 * A filter panel's state is a selection: for each group (status, type, ...) the options checked.
 * It lives in the list's filter values, so the URL, saved queries and the back button keep it.
 */
export type FilterValues = Record<string, unknown>;
export type FilterGroups<G extends string = string> = Record<G, readonly string[]>;
export type Selection<G extends string = string> = Record<G, readonly string[]>;

/** The groups' options held in a list's filter values; a group absent from them is unrestricted. */
export function selectionOf<G extends string>(
  values: FilterValues,
  unrestricted: Selection<G>,
): Selection<G> {
  const entries = Object.entries<readonly string[]>(unrestricted).map(([group, fallback]) => {
    const chosen = values[group];
    const valid = Array.isArray(chosen) && chosen.every((option) => typeof option === 'string');
    return [group, valid ? (chosen as string[]) : fallback];
  });
  return Object.fromEntries(entries) as Selection<G>;
}

/** Checks or unchecks one option, keeping the group's own order so equal selections look equal. */
export function toggleOption<G extends string>(
  groups: FilterGroups<G>,
  selection: Selection<G>,
  group: NoInfer<G>,
  option: string,
): Selection<G> {
  const chosen = new Set(selection[group]);
  if (chosen.has(option)) chosen.delete(option);
  else chosen.add(option);
  return { ...selection, [group]: groups[group].filter((o) => chosen.has(o)) };
}

/** The options to send, or undefined when every option is checked: then the group restricts nothing. */
export function chosenUnlessAll<T extends string>(
  chosen: readonly string[],
  all: readonly T[],
): T[] | undefined {
  return all.every((option) => chosen.includes(option)) ? undefined : all.filter((o) => chosen.includes(o));
}

/** A yes/no pair of options as one Boolean filter: undefined when both (or neither) are checked. */
export function booleanOf(chosen: readonly string[], yes: string, no: string): boolean | undefined {
  if (chosen.includes(yes) === chosen.includes(no)) return undefined;
  return chosen.includes(yes);
}

/** Drops the keys left undefined, so a filter sends only what restricts. */
export const definedOnly = <T extends object>(filter: T): T =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as T;

type NotNull<V> = V extends readonly (infer E)[] ? NonNullable<E>[] : V extends object ? Sent<V> : V;

/**
 * A filter input of schema.graphql (@domain/generated/schema) as a list sends it: a key is left out
 * rather than null, and no list holds a null.
 */
export type Sent<Input> = { [K in keyof Input]?: NotNull<NonNullable<Input[K]>> };
