import { resolve } from 'node:path';
import { buildIfStale, serverBuild } from '../build';
import { createLogger } from '../logger';

/*
 * `npm start`'s first step: the server's JavaScript is built when missing or older than its sources,
 * whatever BUILD_ON_START says (without it nothing starts; it takes seconds). The console and the
 * site follow in the server itself, under BUILD_ON_START.
 */
buildIfStale(resolve(import.meta.dirname, '../..'), createLogger('info'), [serverBuild]);
