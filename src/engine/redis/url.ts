import { InputError } from '../../core/errors.ts';

/** Where a Redis server is, parsed once; `shown` is the URL with any password masked. */
export interface RedisTarget {
  host: string;
  port: number;
  db: number;
  username?: string;
  password?: string;
  tls: boolean;
  shown: string;
}

/** Read when no URL is given, so that a password stays out of `ps`. */
export const REDIS_URL_ENV = 'HIGHNOON_REDIS_URL';

/**
 * A Redis URL that cannot be used. The caller names where it came from (`describe`): the engine
 * does not know whether a flag, an environment variable or a library option gave it.
 */
export class RedisUrlError extends InputError {
  constructor(
    /** The URL as shown (password masked), when it parsed far enough to show. */
    readonly shown: string | undefined,
    readonly what: string,
  ) {
    super(RedisUrlError.describe('Redis URL', shown, what));
  }

  static describe(source: string, shown: string | undefined, what: string): string {
    return `${source}${shown === undefined ? '' : ` ${shown}`}: ${what}`;
  }
}

/**
 * Parses `redis://[user:password@]host[:port][/db]` or `rediss://…` (TLS). `true` (a URL
 * asked for but not given) takes it from HIGHNOON_REDIS_URL. A password never appears in
 * `shown`, nor in any error message.
 */
export function parseRedisUrl(
  given: string | boolean,
  env: NodeJS.ProcessEnv = process.env,
): RedisTarget {
  const raw = typeof given === 'string' ? given : env[REDIS_URL_ENV];
  if (!raw)
    throw new RedisUrlError(
      undefined,
      `give a URL such as redis://127.0.0.1:6379, or set ${REDIS_URL_ENV}`,
    );
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RedisUrlError(
      undefined,
      `not a URL: "${mask(raw)}" (expected redis://host:port or rediss://host:port)`,
    );
  }
  const problem = (what: string) => new RedisUrlError(show(url), what);
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:')
    throw problem(`expected redis:// or rediss://, got ${url.protocol}//`);
  if (!url.hostname) throw problem('no host');
  const db = url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0;
  if (!Number.isInteger(db) || db < 0)
    throw problem(`the path must be a database number, got "${url.pathname.slice(1)}"`);
  if (url.search) throw problem('query parameters are not supported');
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : 6379,
    db,
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    tls: url.protocol === 'rediss:',
    shown: show(url),
  };
}

function show(url: URL): string {
  const auth = url.password ? `${url.username}:***@` : url.username ? `${url.username}@` : '';
  return `${url.protocol}//${auth}${url.host}${url.pathname.length > 1 ? url.pathname : ''}`;
}

/** For text that did not parse as a URL: hide whatever sits between `:` and `@`. */
function mask(raw: string): string {
  return raw.replace(/:[^:@/]*@/, ':***@');
}
