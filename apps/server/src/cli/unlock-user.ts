import { loadConfig } from '../config';
import { unlockFromCommandLine } from '../platform/auth/break-glass';
import { runCommand, withDatabase } from './command';

/**
 * `npm run unlock-user -- <user name>`: the break-glass unlock of docs/security.md "Lockout", run on
 * the server with the server's settings (DATABASE_URL, or the embedded database in DATA_DIR — stop the
 * server first, the embedded database admits one process). Exit code 0 when the user was unlocked,
 * 1 when there is no such user or anything fails, 2 without a user name.
 */
async function main(): Promise<number> {
  const username = process.argv[2];
  if (!username) {
    process.stderr.write('usage: npm run unlock-user -- <user name>\n');
    return 2;
  }
  return withDatabase(loadConfig(), async (database) => {
    await database.migrate();
    const unlocked = await unlockFromCommandLine(database.db, username);
    process.stdout.write(unlocked ? `unlocked ${unlocked}\n` : `no user ${username}\n`);
    return unlocked ? 0 : 1;
  });
}

runCommand('unlock-user', main);
