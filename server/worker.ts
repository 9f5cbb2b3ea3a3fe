import { ConfigError } from './platform/config';
import { startBuiltProcess } from './built-process';

/**
 * `npm run worker`: the job workers (mail delivery, review reminders, file sweeps, Stripe
 * events) without a web server, for deployments whose web instances set RUN_WORKERS=false.
 */
await startBuiltProcess('the job workers', async (config) => {
  if (config.database.kind === 'pglite') {
    throw new ConfigError([
      'DATABASE_URL is not set: the embedded PGlite database belongs to one process, and `npm start` already runs the job workers inside it',
    ]);
  }
  const [{ startServices }, { closeGracefullyOnSignals }] = await Promise.all([import('./services'), import('./http/listen')]);
  const { services, close } = await startServices({ ...config, runWorkers: true }, { seed: false });
  services.logger.info('job workers running');
  closeGracefullyOnSignals(undefined, services.logger, close);
});
