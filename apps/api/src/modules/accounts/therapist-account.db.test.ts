import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';

import { accounts } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { createTherapistAccount, hashPassword } from './accounts.service';

const ctx = useTestApp();
const password = 'Therapist#2026';

async function joined(name: string, email = 'asha@example.in') {
  const passwordHash = await hashPassword(password);
  const { id } = await ctx.db.transaction((tx) =>
    createTherapistAccount(tx, { email, name, phone: '9876543210', passwordHash }),
  );
  const [row] = await ctx.db.select().from(accounts).where(eq(accounts.id, id));
  return row!;
}

const login = async (email: string) =>
  (
    await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } })
  ).json() as { success: boolean; message: string; firstLogin?: boolean };

describe('a therapist’s account from the join form', () => {
  it('takes first and last name without a leading title', async () => {
    const a = await joined('Dr. Asha Rao');
    expect([a.firstName, a.lastName]).toEqual(['Asha', 'Rao']);
    const b = await joined('Prof Dr Kiran Mehta Shah', 'kiran@example.in');
    expect([b.firstName, b.lastName]).toEqual(['Kiran', 'Mehta Shah']);
  });

  it('is greeted "Welcome!" on its first sign-in and "Welcome back!" after', async () => {
    await joined('Dr. Asha Rao');
    const first = await login('asha@example.in');
    expect(first.success).toBe(true);
    expect(first.firstLogin).toBe(true);
    const second = await login('asha@example.in');
    expect(second.firstLogin).toBe(false);
  });
});
