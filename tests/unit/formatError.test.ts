import { GraphQLError } from 'graphql';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { formatError } from '../../api/graphql/formatError';
import { AppError, borrowerSave, SaveFailed } from '../../api/errors';

/** A logger whose lines are kept, to read what the log says of a failure. */
function keptLog() {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}

/** The error graphql-js hands formatError for a resolver that threw `thrown`. */
const thrownBy = (thrown: Error, field: string) =>
  new GraphQLError(thrown.message, { path: [field], originalError: thrown });

describe('errors typed where they are thrown, answered once (formatError)', () => {
  it("answers a borrower's failed save with the spec's generic message, and logs its cause", () => {
    const { logger, lines } = keptLog();
    const answer = formatError(logger)(thrownBy(new SaveFailed(new Error('disk I/O error')), 'anyStep'));
    expect(answer.message).toBe('There was a problem saving your information. Please try again.');
    expect(answer.extensions.code).toBe('INTERNAL');
    const correlationId = answer.extensions.correlationId as string;
    expect(lines.some((line) => line.includes(correlationId) && line.includes('disk I/O error'))).toBe(true);
  });

  it('answers any other unexpected failure as an internal error, whatever the mutation is called', () => {
    const { logger } = keptLog();
    const answer = formatError(logger)(thrownBy(new Error('disk I/O error'), 'saveLifeEvents'));
    expect(answer.message).toBe('Internal error');
  });

  it("answers a save that lost its database as unavailable, not as the borrower's mistake", () => {
    const { logger } = keptLog();
    const lost = new SaveFailed(Object.assign(new Error('gone'), { code: 'ECONNREFUSED' }));
    expect(formatError(logger)(thrownBy(lost, 'saveLifeEvents')).extensions.code).toBe('UNAVAILABLE');
  });

  it('a borrower save keeps an expected refusal as it is and types anything else as SaveFailed', async () => {
    const refusal = new AppError('CONFLICT', 'no');
    await expect(borrowerSave(() => Promise.reject(refusal))()).rejects.toBe(refusal);
    const failure = new Error('disk I/O error');
    const failed = await borrowerSave(() => Promise.reject(failure))().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(SaveFailed);
    expect((failed as SaveFailed).cause).toBe(failure);
  });
});
