import { loadConfig, type Config } from '../platform/config';
import { startFailureMessage } from '../platform/errors';
import { startServices } from '../services';
import type { Services } from '../features/kit/context';

/**
 * Runs a command-line task with the portal's services (migrated database, storage, mail),
 * holding the data-directory lock, so it refuses while a server is running on PGlite.
 */
export async function runCli(
  task: (services: Services, config: Config) => Promise<string>,
  { seed = true }: { seed?: boolean } = {},
) {
  try {
    const config = loadConfig();
    const { services, close } = await startServices(config, { seed });
    try {
      process.stdout.write(`${await task(services, config)}\n`);
    } finally {
      await close();
    }
  } catch (error) {
    process.stderr.write(`${startFailureMessage(error)}\n`);
    process.exit(1);
  }
}
