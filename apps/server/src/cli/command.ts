import type { Config } from '../config';
import { type Database, openDatabase } from '../platform/db/client';

/** The message of a failure as an operator reads it: an Error's message, anything else as text. */
export const failureMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/**
 * Runs the `main` of an `npm run <label>` program: the process exits with the code `main` resolves to;
 * when `main` throws, `<label> failed: <describe(error)>` goes to stderr and the process exits with 1.
 */
export function runCommand(
  label: string,
  main: () => Promise<number>,
  describe: (error: unknown) => string | undefined = failureMessage,
): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${label} failed: ${describe(error)}\n`);
      process.exit(1);
    },
  );
}

/**
 * Opens the server's database as `config` sets it (DATABASE_URL, or the embedded database in
 * DATA_DIR with its buffer cache — which admits one process, so the server must be stopped) with one
 * connection, answers what `work` resolves to and closes the database whether `work` succeeds or
 * throws (its error is thrown on). `open` is the opener (the platform's `openDatabase`; tests give another).
 */
export async function withDatabase<T>(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'pgliteSharedBuffersMb'>,
  work: (database: Database) => Promise<T>,
  open: typeof openDatabase = openDatabase,
): Promise<T> {
  const database = await open({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
    poolSize: 1,
  });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}
