/** A throw-away redis-server started by {@link startRedisServer}. */
export interface RedisServer {
  /** The loopback port it listens on. */
  port: number;
  /** `redis://127.0.0.1:<port>`. */
  url: string;
  /** Stops the server and waits for it to exit. */
  stop(): Promise<void>;
}

/** Starts `redis-server` on a free loopback port without persistence; resolves once it answers PING. */
export function startRedisServer(options?: { timeoutMs?: number }): Promise<RedisServer>;
