// npm run user:role -- <email> <guest|admin> : the operator's way to change a user's role.
// npm run user:role -- <email> : shows the role, and whether the account's address is verified.
import { roleSchema } from '@restora/shared/contracts/auth';
import { loadConfig } from '../config';
import { databaseOptionsFromConfig, openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { runMigrations } from '../db/migrate';
import { getAccountStatus } from '../services/profile/get-account-status';
import { setUserRole } from '../services/profile/set-user-role';

async function main() {
  const [email, roleArg] = process.argv.slice(2);
  const role = roleSchema.safeParse(roleArg);
  if (!email || (roleArg !== undefined && !role.success)) {
    console.error('Usage: npm run user:role -- <email> [guest|admin]');
    process.exit(2);
  }
  let handle;
  try {
    handle = await openDatabase(databaseOptionsFromConfig(loadConfig()));
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(
        `${error.message}\nuser:role writes to the embedded database directly: stop the server, then run it again.`,
      );
      process.exit(1);
    }
    throw error;
  }
  try {
    await runMigrations(handle);
    if (!role.success) {
      const status = await getAccountStatus({ db: handle.db, email });
      if (!status) {
        console.error(`No user with the e-mail ${email}.`);
        process.exitCode = 1;
        return;
      }
      console.log(`${email}: ${status.role}, e-mail ${status.emailVerified ? 'verified' : 'not verified'}.`);
      return;
    }
    if (!(await setUserRole({ db: handle.db, email, role: role.data }))) {
      console.error(`No user with the e-mail ${email}.`);
      process.exitCode = 1;
      return;
    }
    console.log(`${email} is now ${role.data}.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
