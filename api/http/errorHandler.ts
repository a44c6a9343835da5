import { randomUUID } from 'node:crypto';
import type { ErrorRequestHandler } from 'express';
import { AppError, httpStatusOf } from '../errors';
import type { Logger } from '../logger';
import { isDatabaseUnreachable } from '../../db/errors';
import { unavailableBody, type DatabaseGate } from './databaseGate';
import { reportError } from '../telemetry/errorReporting';

/** REST errors as `{ errors: [{ message, extensions: { code, fields } }] }`; never a stack trace. */
export function errorHandler(logger: Logger, gate?: Pick<DatabaseGate, 'failed'>): ErrorRequestHandler {
  return (err, req, res, next) => {
    void next;
    if (isDatabaseUnreachable(err)) {
      gate?.failed(err);
      logger.warn({ err, path: req.path }, 'the database could not be reached');
      res.status(503).setHeader('Retry-After', '5').json(unavailableBody);
      return;
    }
    if (err instanceof AppError) {
      const status = (err as AppError & { status?: number }).status ?? httpStatusOf[err.code];
      res
        .status(status)
        .json({ errors: [{ message: err.message, extensions: { code: err.code, fields: err.fields } }] });
      return;
    }
    const status =
      typeof err?.status === 'number'
        ? err.status
        : typeof err?.statusCode === 'number'
          ? err.statusCode
          : 500;
    if (status === 400 && err?.type === 'entity.parse.failed') {
      res
        .status(400)
        .json({ errors: [{ message: 'Malformed JSON', extensions: { code: 'BAD_USER_INPUT' } }] });
      return;
    }
    if (status === 413) {
      res
        .status(413)
        .json({ errors: [{ message: 'Request body too large', extensions: { code: 'BAD_USER_INPUT' } }] });
      return;
    }
    if (status === 415) {
      res
        .status(415)
        .json({ errors: [{ message: 'Unsupported content type', extensions: { code: 'BAD_USER_INPUT' } }] });
      return;
    }
    const correlationId = randomUUID();
    logger.error({ err, correlationId, path: req.path }, 'unexpected error');
    reportError(err, {
      correlationId,
      workspace: req.app.locals.workspace.kind,
    });
    res
      .status(500)
      .json({ errors: [{ message: 'Internal error', extensions: { code: 'INTERNAL', correlationId } }] });
  };
}
