import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/*
 * The Plaid and Twilio SDKs weigh about 150 MB of memory once loaded. They are loaded only when
 * their credentials are configured and an adapter is made, so the simulated setup never pays for them.
 */
export const loadPlaid = (): typeof import('plaid') => require('plaid');
export const loadTwilio = (): typeof import('twilio') => require('twilio');
