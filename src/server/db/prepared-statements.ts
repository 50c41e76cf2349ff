import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';

const PLAN_EACH_CALL_MARK = '/* plan each call */';

/**
 * Put in a query whose best plan depends on its values (a search for a rare word wants the text index, a common
 * word the date order): such a query is never prepared, so PostgreSQL plans it for its values every time.
 */
export const planEachCall = sql.raw(PLAN_EACH_CALL_MARK);

/**
 * How many query shapes get a statement name: values are always parameters, so shapes are few, but a
 * multi-row insert or an IN list makes one per length. Those are also left unnamed when long.
 */
const MAX_NAMED_SHAPES = 1000;
const MAX_PARAMETERS = 32;
const names = new Map<string, string>();

/** The statement name of a query text: the same text is always the same name, in every connection. */
export function statementNameOf(text: string): string | undefined {
  if (text.includes(PLAN_EACH_CALL_MARK)) return undefined;
  const known = names.get(text);
  if (known || names.size >= MAX_NAMED_SHAPES) return known;
  const name = `tandem_${createHash('sha1').update(text).digest('base64url')}`;
  names.set(text, name);
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  submit?: unknown;
}

export interface PreparingClientConfig extends pg.ClientConfig {
  /**
   * A query with no answer after this long fails with "Query read timeout" and its connection is closed (a silent
   * network). Instead of node-postgres's `query_timeout`, which replaces the query's callback once it is built: V8
   * then kept every row it read alive past the young generation's collections (decision 099).
   */
  readTimeoutMillis?: number;
}

/**
 * A connection that prepares every parameterized query once and then only binds and executes it: PostgreSQL
 * parses it once per connection and, after a few runs, keeps a generic plan instead of planning every request
 * (planning the ticket list took longer than running it). A query asked for as a promise is given its callback
 * as it is built, and its read timeout here (decision 099).
 */
export class PreparingClient extends pg.Client {
  private readonly readTimeoutMillis: number | undefined;

  constructor(config: PreparingClientConfig = {}) {
    super(config);
    this.readTimeoutMillis = config.readTimeoutMillis;
  }

  // biome-ignore lint/suspicious/noExplicitAny: forwards pg's overloaded signature unchanged.
  override query(...args: any[]): any {
    const [config, values] = args as [QueryConfigLike | string, unknown];
    if (typeof config === 'object' && config !== null && typeof config.text === 'string' && !config.name) {
      const parameters = Array.isArray(values) ? values : (config as { values?: unknown[] }).values;
      const isPreparable = parameters && parameters.length > 0 && parameters.length <= MAX_PARAMETERS;
      const name = isPreparable ? statementNameOf(config.text) : undefined;
      if (name) args[0] = { ...config, name };
    }
    const isPromised = typeof args.at(-1) !== 'function' && typeof (config as QueryConfigLike).submit !== 'function';
    if (!isPromised) return super.query(...(args as Parameters<pg.Client['query']>));
    return new Promise((resolve, reject) => {
      const timer =
        this.readTimeoutMillis === undefined
          ? undefined
          : setTimeout(() => {
              reject(new Error('Query read timeout'));
              this.connection.stream.destroy();
            }, this.readTimeoutMillis);
      super.query(args[0], args[1], (error: Error | null, result: unknown) => {
        clearTimeout(timer);
        if (error) reject(error);
        else resolve(result);
      });
    });
  }
}
