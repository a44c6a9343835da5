import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import type { ReadKind } from '../domain/readLog';
import { recordRead, recordReads } from '../services/readLog';
import type { Context } from './context';
import { fileTypes, personalKindOf, rootFields, type Locate } from './personalData';

/*
 * The read log at the data layer (SECURITY.md §32): every field that returns a borrower's personal
 * data (api/graphql/personalData.ts) notes, when staff read it, the file of the row it was read from —
 * whatever path reached the row: a list, a nested field, one record, a subscription's event. The
 * entry is the server's, from what it returned; no id the client sends decides it. A request's notes
 * become one entry per file and kind (api/services/readLog.ts), written together before the answer
 * goes out, so a list page is one write however many rows and fields it shows.
 */

/** The reads one operation noted: found (the row's file may take a loader) and recorded once each. */
export class RequestReads {
  private readonly noted = new WeakMap<object, Set<ReadKind>>();
  private readonly recorded = new Set<string>();
  private readonly waiting: Promise<unknown>[] = [];

  constructor(private readonly ctx: Context) {}

  /** A personal field of `row` was read: its file, once found, is a read of this kind. */
  note(row: object, kind: ReadKind, locate: () => ReturnType<Locate>): void {
    let kinds = this.noted.get(row);
    if (!kinds) this.noted.set(row, (kinds = new Set()));
    if (kinds.has(kind)) return;
    kinds.add(kind);
    this.wait(Promise.resolve(locate()).then((applicationId) => this.record(applicationId, kind)));
  }

  /** A read of a file named by the root field that answered it. */
  noteFile(applicationId: string | null, kind: ReadKind): void {
    this.wait(this.record(applicationId, kind));
  }

  private wait(task: Promise<unknown>): void {
    // Kept for `settle`, which reports a failure; never an unhandled rejection meanwhile.
    task.catch(() => undefined);
    this.waiting.push(task);
  }

  private async record(applicationId: string | null, kind: ReadKind): Promise<void> {
    const key = `${applicationId} ${kind}`;
    if (!applicationId || this.recorded.has(key)) return;
    this.recorded.add(key);
    const { ctx } = this;
    await recordRead(ctx.deps, ctx.viewer, { applicationId, kind }, (id) =>
      ctx.loaders.readApplication.load(id),
    );
  }

  /** Every read noted so far has found its file and is held for writing (or has failed: thrown here). */
  async settle(): Promise<void> {
    while (this.waiting.length) await Promise.all(this.waiting.splice(0));
  }
}

const readsOf = (ctx: Context) => (ctx.reads ??= new RequestReads(ctx));

/** Wraps every personal field so that a staff read of it is noted (deny nothing, answer the same). */
export function trackPersonalReads(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const resolve = (field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<unknown, Context>;
      const root = rootFields[`${typeName}.${fieldName}`];
      if (root) {
        const noted: GraphQLFieldResolver<unknown, Context> = async (parent, args, ctx, info) => {
          const answer: unknown = await resolve(parent, args, ctx, info);
          if (ctx.viewer?.isStaff && answer != null) readsOf(ctx).noteFile(root.locate(args), root.kind);
          return answer;
        };
        return { ...field, resolve: noted };
      }
      const kind = personalKindOf(typeName, fieldName);
      const locate = fileTypes[typeName]?.locate as
        ((row: unknown, ctx: Context) => ReturnType<Locate>) | undefined;
      if (!kind || !locate) return field;
      const noted: GraphQLFieldResolver<unknown, Context> = (parent, args, ctx, info) => {
        if (ctx.viewer?.isStaff && parent && typeof parent === 'object')
          readsOf(ctx).note(parent, kind, () => locate(parent, ctx));
        return resolve(parent, args, ctx, info);
      };
      return { ...field, resolve: noted };
    },
  });
}

/** A page of applications fetched for the console's CSV export: each one read. */
export async function trackExport(ctx: Context, rows: readonly { id: string }[]) {
  if (!ctx.viewer?.isStaff || ctx.deps.origin.purpose !== 'export') return;
  await recordReads(
    ctx.deps,
    ctx.viewer,
    rows.map((row) => row.id),
    'export',
  );
}
