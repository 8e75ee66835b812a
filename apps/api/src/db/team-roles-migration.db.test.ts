import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { projectPaths } from '../project-paths';

const TAG = '0024_team-roles';

/** The migrations folder as it was before the team had roles: the journal stops before 0024. */
function foldersBeforeAndAfter() {
  const before = mkdtempSync(path.join(tmpdir(), 'migrations-before-roles-'));
  cpSync(projectPaths.migrations, before, { recursive: true });
  const journalPath = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const at = journal.entries.findIndex((e) => e.tag === TAG);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { before, after: projectPaths.migrations };
}

describe('the team roles migration', () => {
  it("makes today's admins owners in place, keeping their sessions, and adds finance and support", async () => {
    const { before, after } = foldersBeforeAndAfter();
    const client = new PGlite({ extensions: { pg_trgm } });
    try {
      await migrate(drizzle(client), { migrationsFolder: before });
      const insert = (email: string, role: string) =>
        client.query<{ id: string }>(
          `insert into accounts (email, username, first_name, last_name, password_hash, role)
           values ($1, $1, 'A', 'B', 'x', $2) returning id`,
          [email, role],
        );
      const admin = (await insert('ops@example.com', 'admin')).rows[0]!.id;
      await insert('client@example.com', 'client');
      await client.query(
        `insert into sessions (account_id, token_hash, expires_at) values ($1, 'hash', now() + interval '1 day')`,
        [admin],
      );
      await expect(insert('money@example.com', 'finance')).rejects.toThrow();

      // The upgrade runs every pending migration in one transaction, as a deploy does.
      await migrate(drizzle(client), { migrationsFolder: after });

      const roles = await client.query<{ email: string; role: string }>(
        'select email, role::text from accounts order by email',
      );
      expect(roles.rows).toEqual([
        { email: 'client@example.com', role: 'client' },
        { email: 'ops@example.com', role: 'owner' },
      ]);
      const live = await client.query('select 1 from sessions where account_id = $1', [admin]);
      expect(live.rows).toHaveLength(1);
      const values = await client.query<{ v: string }>(
        'select unnest(enum_range(null::account_role))::text as v',
      );
      expect(values.rows.map((r) => r.v)).toEqual([
        'client',
        'therapist',
        'owner',
        'finance',
        'support',
      ]);
      await insert('money@example.com', 'finance');
      await insert('help@example.com', 'support');
      await expect(insert('old@example.com', 'admin')).rejects.toThrow();
    } finally {
      await client.close();
    }
  });
});
