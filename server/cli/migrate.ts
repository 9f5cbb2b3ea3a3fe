import { runCli } from './run-cli';

// Starting the services applies every pending migration; the seed is left for db:seed.
await runCli(async (_services, config) => `Migrations applied (${config.database.kind}).`, { seed: false });
