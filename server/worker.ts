import { ConfigError, loadConfig } from './platform/config';
import { closeGracefullyOnSignals } from './http/listen';
import { startServices } from './services';

/**
 * `npm run worker`: the job workers (mail delivery, review reminders, file sweeps, Stripe
 * events) without a web server, for deployments whose web instances set RUN_WORKERS=false.
 */
async function runWorkerProcess() {
  const config = loadConfig();
  if (config.database.kind === 'pglite') {
    throw new ConfigError([
      'DATABASE_URL is not set: the embedded PGlite database belongs to one process, and `npm start` already runs the job workers inside it',
    ]);
  }
  const { services, close } = await startServices({ ...config, runWorkers: true }, { seed: false });
  services.logger.info('job workers running');
  closeGracefullyOnSignals(undefined, services.logger, close);
}

runWorkerProcess().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`Cannot start the job workers. ${message}\n`);
  process.exit(1);
});
