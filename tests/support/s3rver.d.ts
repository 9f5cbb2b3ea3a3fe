declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  type Options = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string }[];
  };

  /** The slice of Koa's context the test server's own middleware reads. */
  type KoaContext = { method: string; path: string; query: Record<string, string | string[] | undefined>; status: number; type: string; body: unknown };

  export default class S3rver {
    constructor(options: Options);
    /** Koa's middleware stack, composed when the server starts. */
    middleware: ((ctx: KoaContext, next: () => Promise<void>) => Promise<void>)[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
