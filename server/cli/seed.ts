import { runCli } from './run-cli';

// Starting the services runs the idempotent seed.
await runCli(async (_services, config) => `Seed applied (${config.demo ? 'catalogue and demo accounts' : 'catalogue'}).`);
