/**
 * How a test starts the server as its own process: the JavaScript `npm start` runs (globalSetup
 * builds it when stale), with the project root as the working directory.
 */
export const serverArgs = ['--enable-source-maps', 'dist/server/main.js'];
