import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Config } from '../platform/config';
import type { Logger } from '../platform/logger';
import { isLoopback } from '../platform/http-kit/client-ip';

/**
 * Closes gracefully on SIGTERM/SIGINT: the server (when there is one) stops accepting and lets
 * in-flight requests finish (idle keep-alive sockets are closed at once), then `cleanup` runs
 * (job workers finish their job, database, lock). A second signal, or 15 seconds, forces the exit.
 */
export function closeGracefullyOnSignals(server: Server | undefined, logger: Logger, cleanup: () => Promise<void>) {
  let closing = false;
  const finish = async () => {
    try {
      await cleanup();
      logger.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown cleanup failed');
      process.exit(1);
    }
  };
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    logger.info({ signal }, server ? 'shutting down: finishing in-flight requests' : 'shutting down: finishing running jobs');
    const force = setTimeout(() => {
      logger.error('shutdown timed out after 15s; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    if (!server) return void finish();
    server.close(() => void finish());
    server.closeIdleConnections();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

/** Demo mode hands out sign-in links and demo logins: say who can reach it. */
export function announceDemoReach(config: Pick<Config, 'demo' | 'host'>, logger: Logger) {
  if (!config.demo) return;
  if (isLoopback(config.host) || config.host === 'localhost') {
    logger.info({ host: config.host }, 'demo mode: listening on this machine only (set HOST to listen on other interfaces)');
  } else {
    logger.warn({ host: config.host }, 'demo mode on a network interface: anyone who reaches it can log in as the demo accounts (the dev mailbox still answers this machine only)');
  }
}

export const listeningUrl = (server: Server) => {
  const { port } = server.address() as AddressInfo;
  return `http://localhost:${port}`;
};
