import { and, eq, isNull } from 'drizzle-orm';
import { joinName } from '@restora/shared/contracts/auth';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { userInfo } from '../../db/schema/profiles';

export type AccountMailTarget = { id: string; email: string; name: string | null; emailVerified: boolean };

const columns = {
  id: user.id,
  email: user.email,
  emailVerified: user.emailVerified,
  accountName: user.name,
  firstName: userInfo.firstName,
  lastName: userInfo.lastName,
};

type Row = { id: string; email: string; emailVerified: boolean; accountName: string } & {
  firstName: string | null;
  lastName: string | null;
};

const toTarget = (row: Row): AccountMailTarget => ({
  id: row.id,
  email: row.email,
  emailVerified: row.emailVerified,
  name: joinName(row.firstName, row.lastName) ?? (row.accountName || null),
});

/** A live account (not deleted) by id or by e-mail, with the name its mail greets it by. */
export async function findAccount(
  db: Database,
  by: { id: string } | { email: string },
): Promise<AccountMailTarget | undefined> {
  const [row] = await db
    .select(columns)
    .from(user)
    .leftJoin(userInfo, eq(userInfo.id, user.id))
    .where(and('id' in by ? eq(user.id, by.id) : eq(user.email, by.email), isNull(userInfo.deletedAt)))
    .limit(1);
  return row ? toTarget(row) : undefined;
}
