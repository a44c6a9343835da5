/*
 * OpenTelemetry traces, when OTEL_EXPORTER_OTLP_ENDPOINT names a collector (docs/decisions/0185-traces-and-errors.md).
 * Loaded before the server with `node --import ./dist/server/tracing.js` (npm start does), so the
 * http, express, graphql and pg instrumentations wrap those packages as they load; without the setting
 * it does nothing. Spans carry what was asked, never with what: GraphQL variables are never recorded,
 * nor a query's text (a literal may be a name), nor a URL's query string (a reset link's e-mail and
 * code), nor an exception's message; SQL is parameterised, so a statement holds no value.
 */
import { register } from 'node:module';
import type { Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-base';

/** Attributes dropped from every span; and those whose URL keeps only its path. */
const dropped = ['graphql.source', 'url.query', 'http.request.body', 'db.query.parameter'];
const paths = ['http.target', 'http.url', 'url.full', 'http.route'];

/** Mutates each ended span's attributes and events before the batch exports it. */
export class Scrubbing implements SpanProcessor {
  constructor(private readonly next: SpanProcessor) {}

  onStart(span: Span, context: Context): void {
    this.next.onStart(span, context);
  }

  onEnd(span: ReadableSpan): void {
    const attributes = span.attributes as Record<string, unknown>;
    for (const key of Object.keys(attributes)) {
      if (
        dropped.includes(key) ||
        key.startsWith('graphql.variables') ||
        key.startsWith('db.query.parameter')
      )
        delete attributes[key];
      else if (paths.includes(key) && typeof attributes[key] === 'string')
        attributes[key] = (attributes[key] as string).split('?')[0];
    }
    for (const event of span.events) {
      const eventAttributes = event.attributes as Record<string, unknown> | undefined;
      if (eventAttributes) delete eventAttributes['exception.message'];
    }
    this.next.onEnd(span);
  }

  forceFlush(): Promise<void> {
    return this.next.forceFlush();
  }

  shutdown(): Promise<void> {
    return this.next.shutdown();
  }
}

async function startTracing(): Promise<void> {
  // ESM packages are wrapped as they are imported (import-in-the-middle), CommonJS ones as required.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const { NodeSDK } = await import('@opentelemetry/sdk-node');
  const { BatchSpanProcessor } = await import('@opentelemetry/sdk-trace-base');
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
  const { HttpInstrumentation } = await import('@opentelemetry/instrumentation-http');
  const { ExpressInstrumentation } = await import('@opentelemetry/instrumentation-express');
  const { GraphQLInstrumentation } = await import('@opentelemetry/instrumentation-graphql');
  const { PgInstrumentation } = await import('@opentelemetry/instrumentation-pg');
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'relief-service',
    spanProcessors: [new Scrubbing(new BatchSpanProcessor(new OTLPTraceExporter()))],
    instrumentations: [
      new HttpInstrumentation({
        headersToSpanAttributes: { server: { requestHeaders: [], responseHeaders: [] } },
      }),
      new ExpressInstrumentation(),
      new GraphQLInstrumentation({ allowValues: false, mergeItems: true, ignoreTrivialResolveSpans: true }),
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
    ],
  });
  sdk.start();
  const stop = () => void sdk.shutdown().catch(() => undefined);
  process.once('beforeExit', stop);
}

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) await startTracing();
