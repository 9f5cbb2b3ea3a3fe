import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Config } from '../config';

type ProxyTrust = Config['trustProxy'];

/** `::ffff:192.0.2.1` and `192.0.2.1` are one client, whichever socket family carried it. */
const canonical = (address: string) => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return (mapped ?? address).toLowerCase();
};

/** The socket's peer. An in-process request (`app.request` in tests) has no socket: it comes from this machine. */
function peerAddress(c: Context): string {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return '127.0.0.1';
  }
  return address ? canonical(address) : 'unknown';
}

const blockLists = new WeakMap<ProxyTrust, BlockList>();
function trustedProxies(trust: Extract<ProxyTrust, { kind: 'addresses' }>) {
  let list = blockLists.get(trust);
  if (!list) {
    list = new BlockList();
    for (const entry of trust.addresses) {
      const [address = '', prefix] = entry.split('/');
      const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) list.addAddress(address, family);
      else list.addSubnet(address, Number(prefix), family);
    }
    blockLists.set(trust, list);
  }
  return list;
}

const isTrustedProxy = (list: BlockList, address: string) =>
  isIP(address) !== 0 && list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * The caller's IP for rate limits and the dev mailbox. The address chain is every
 * X-Forwarded-For entry, then the socket's peer. Only the right of it was written by our
 * own proxies (the client writes the left freely), so the client is the entry the
 * configured number of hops from the right, or the right-most entry that is not a listed
 * proxy. Should that entry not be an address, the nearest address to its right (a proxy
 * of ours) stands in: one shared limit, never one the client picks.
 */
export function clientIp(c: Context, trust: ProxyTrust): string {
  const peer = peerAddress(c);
  if (trust.kind === 'none') return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').map((entry) => canonical(entry.trim()));
  const chain = [...forwarded.filter(Boolean), peer];
  let index: number;
  if (trust.kind === 'hops') {
    index = Math.max(0, chain.length - 1 - trust.hops);
  } else {
    const proxies = trustedProxies(trust);
    index = chain.length - 1;
    while (index > 0 && isTrustedProxy(proxies, chain[index]!)) index -= 1;
  }
  while (index < chain.length - 1 && isIP(chain[index]!) === 0) index += 1;
  return chain[index]!;
}

/** 127.0.0.0/8 and ::1: this machine. */
export const isLoopback = (address: string) => address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(address);
