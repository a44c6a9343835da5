import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config';
import { createLogger } from '../../api/logger';
import { integrationsFor } from '../../api/outbox';
import { ExperianCreditBureau } from '../../api/integrations/creditBureau/experianCreditBureau';
import { SimulatedCreditBureau } from '../../api/integrations/creditBureau/simulatedCreditBureau';
import type { Database } from '../../db/client';

const bureauEnv = {
  CREDIT_BUREAU_URL: 'https://us-api.experian.com',
  CREDIT_BUREAU_CLIENT_ID: 'app-id',
  CREDIT_BUREAU_CLIENT_SECRET: 'app-secret',
  CREDIT_BUREAU_USERNAME: 'api-user',
  CREDIT_BUREAU_PASSWORD: 'api-pass',
  CREDIT_BUREAU_SUBSCRIBER_CODE: '1234567',
};

/** Nothing here sends mail: the outbox's database is never reached. */
const noDatabase = {} as Database;
const logger = createLogger('silent');

describe('which credit bureau each workspace gets', () => {
  it('gives live no bureau by default, Experian when configured, and never the simulated one', () => {
    const bare = integrationsFor(loadConfig({}), 'live', noDatabase, logger);
    expect(bare.creditBureau).toBeNull();
    expect(bare.creditBureauMode).toBe('counsellorReview');
    const configured = integrationsFor(loadConfig(bureauEnv), 'live', noDatabase, logger);
    expect(configured.creditBureau).toBeInstanceOf(ExperianCreditBureau);
    // Every other setting the product reads, on or off, leaves live without a simulation.
    const everythingElse = loadConfig({ SEED_DEMO_DATA: 'true', PLAID_ENV: 'sandbox', AGENCY: 'staging' });
    expect(integrationsFor(everythingElse, 'live', noDatabase, logger).creditBureau).toBeNull();
  });

  it('gives training its simulated bureau, whatever is configured, so it never calls Experian', async () => {
    const training = integrationsFor(loadConfig(bureauEnv), 'training', noDatabase, logger);
    expect(training.creditBureau).toBeInstanceOf(SimulatedCreditBureau);
    const report = await training.creditBureau!.pull({
      firstName: 'Maria',
      lastName: 'Ruiz',
      dateOfBirth: '1990-01-01',
      addressLine1: '1 Elm St',
      zipCode: '10001',
    });
    expect(report.tradelines.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses to start with half a bureau, naming each missing setting', () => {
    const { CREDIT_BUREAU_PASSWORD: _password, CREDIT_BUREAU_SUBSCRIBER_CODE: _code, ...partial } = bureauEnv;
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    expect(() => loadConfig(partial)).toThrow(/CREDIT_BUREAU_PASSWORD: is required with CREDIT_BUREAU_URL/);
    expect(() => loadConfig(partial)).toThrow(/CREDIT_BUREAU_SUBSCRIBER_CODE: is required/);
    expect(() => loadConfig({ ...bureauEnv, CREDIT_BUREAU_URL: 'not a url' })).toThrow(/CREDIT_BUREAU_URL/);
  });
});
