import { parseArgs } from 'node:util';
import { PASSWORD_MIN_LENGTH, STAFF_ROLES } from '@haveli/contracts';
import { z } from 'zod';
import { loadConfig } from '../config';
import { createDb } from '../db/create-db';
import { prepareDatabase } from '../db/seed';
import { hashPassword } from '../lib/password';
import { weakPasswordMessage } from '../lib/password-strength';
import { twoFactorRepository } from '../repositories/two-factor-repository';
import { usersRepository } from '../repositories/users-repository';

const USAGE =
  'Usage: pnpm --filter @haveli/api run create-admin -- --email <email> --name <full name> --password <password> [--role manager|front_desk|kitchen|editor|housekeeping]\n' +
  'Creates a staff account (a manager unless --role says otherwise), or makes an existing account staff with that name, password and role.\n' +
  "An existing account's two-step sign-in is reset too (a lost phone): it sets up a new authenticator app at its next sign-in.\n" +
  'Uses the same database settings as the API (DATABASE_URL, DATABASE_SCHEMA or PGLITE_DIR).';

const argsSchema = z.object({
  email: z.email('Enter a valid email.'),
  name: z.string().trim().min(1, 'Full Name is required.').max(100),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(200),
  role: z.enum(STAFF_ROLES, { error: `Role must be one of ${STAFF_ROLES.join(', ')}.` }).default('manager'),
});

async function main(): Promise<number> {
  const { values } = parseArgs({
    // `pnpm run create-admin -- --email …` passes the `--` through.
    args: process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--')),
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.info(USAGE);
    return 0;
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(
      parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n'),
    );
    console.error(USAGE);
    return 2;
  }

  const config = loadConfig(process.env);
  const db = await createDb(config.database);
  try {
    // As the API does at start: a database created here gets the sample content too.
    await prepareDatabase(db, { demoGuest: config.seedDemoGuest });
    const { password, role, ...staff } = parsed.data;
    const weakness = weakPasswordMessage(password, [staff.name, staff.email]);
    if (weakness) {
      console.error(`--password: ${weakness}`);
      return 2;
    }
    const saved = await usersRepository(db).upsertAdmin(
      { ...staff, passwordHash: await hashPassword(password) },
      role,
    );
    // The way back in for a manager who lost the phone with their authenticator app.
    await db.transaction((tx) => twoFactorRepository(tx).reset(saved.id));
    console.info(`Staff account ${saved.email} (${role}, id ${saved.id}) is ready.`);
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('create-admin failed:', error);
    process.exit(1);
  },
);
