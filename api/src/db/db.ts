/**
 * The one database interface the repositories see. Both implementations speak PostgreSQL: PGlite embedded
 * in the process, or a PostgreSQL server through a node-postgres pool.
 */
export interface Db {
  /**
   * Runs one parameterised statement and returns its rows. `T` describes the rows the SQL selects; it is
   * not checked at run time, so repositories keep each query and its row type side by side.
   */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * For a library that brings its own SQL (the mail queue, pg-boss, runs on the API's database through it):
   * one statement with parameters, or several without, as node-postgres runs them; the rows are the last
   * statement's, and `rowCount` the rows it returned or changed. Inside a transaction it joins the transaction.
   */
  executeSql(sql: string, params?: readonly unknown[]): Promise<{ rows: unknown[]; rowCount: number }>;
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws.
   * A transaction started inside `fn` joins the outer one.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * LISTENs on `channel` until the returned function is called: `onNotify` gets each payload NOTIFYed there,
   * once its transaction has committed. On a server the LISTEN holds a connection of its own and takes a new
   * one after a loss; `onListening` runs each time listening (re)starts, so the caller can catch up.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onNotify(payload: string): void;
  onListening?(): void;
}

/** Channel names are SQL identifiers written into LISTEN: nothing but lower-case letters, digits, '_'. */
export function assertChannelName(channel: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Not a channel name: "${channel}"`);
}

/** PostgreSQL error codes the repositories act on. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_EXCLUSION_VIOLATION = '23P01';
export const PG_DUPLICATE_SCHEMA = '42P06';

export function isDatabaseError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/** The database refused a move its stay state machine does not allow (migration 0026's triggers). */
export function isIllegalStayTransition(error: unknown): boolean {
  return (
    isDatabaseError(error, '23514') &&
    (error as { constraint?: unknown }).constraint === 'stay_state_transition'
  );
}

/**
 * Both drivers return the same JavaScript values: bigint as number (counts, paise), numeric as number, date as
 * 'YYYY-MM-DD'.
 */
export function parseInt8(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed))
    throw new RangeError(`int8 value ${value} is beyond the safe integer range`);
  return parsed;
}
export const parseDate = (value: string): string => value;
/** numeric columns hold rupees with paise or GST rates (numeric(12, 2), numeric(5, 2)): exact as a double. */
export const parseNumeric = (value: string): number => Number(value);
