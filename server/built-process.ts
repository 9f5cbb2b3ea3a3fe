import { loadConfig, runLibrariesAsInProduction, type Config } from './platform/config';
import { startFailureMessage } from './platform/errors';

/**
 * Starts a process of the production build (`npm start`, `npm run worker`): reads the
 * configuration as the operator set it, runs the libraries as in production from then on
 * (demo mode is a setting of ours, not React's development build: ADR 0040), and calls
 * `start`, which imports the rest only now, so no library has read NODE_ENV before. A
 * process that cannot start says why and exits 1.
 */
export async function startBuiltProcess(what: string, start: (config: Config) => Promise<void>) {
  try {
    const config = loadConfig();
    runLibrariesAsInProduction();
    await start(config);
  } catch (error) {
    process.stderr.write(`Cannot start ${what}. ${startFailureMessage(error)}\n`);
    process.exit(1);
  }
}
