import { describe, expect, it } from 'vitest';
import {
  DELETION_PROMISE_DAYS,
  deletionDeadlineOf,
  eraseAfterOf,
  erasedAccountFields,
  myDataFileName,
} from './account-deletion';

describe('account deletion rules', () => {
  it('erases 14 days after the request, inside the 15 days the policy promises', () => {
    const at = new Date('2026-11-23T10:00:00Z');
    expect(eraseAfterOf(at).toISOString()).toBe('2026-12-07T10:00:00.000Z');
    expect(DELETION_PROMISE_DAYS).toBe(15);
    expect(eraseAfterOf(at).getTime()).toBeLessThan(deletionDeadlineOf(at).getTime());
  });

  it('replaces personal fields with values that name nobody and reach no mailbox', () => {
    const id = '0b0f7c4e-5a8d-4d38-9d1e-2f3a4b5c6d7e';
    const erased = erasedAccountFields(id);
    expect(erased.email).toBe('deleted-0b0f7c4e5a8d4d389d1e2f3a4b5c6d7e@deleted.invalid');
    expect(erased.username).toBe('deleted_0b0f7c4e5a8d4d389d1e2f3a4b5c6d7e');
    expect(erased.phone).toBeNull();
    expect(erasedAccountFields('1e9f7c4e-5a8d-4d38-9d1e-2f3a4b5c6d7e').email).not.toBe(
      erased.email,
    );
  });

  it('names the download after the site and the day', () => {
    const at = new Date('2026-11-23T23:59:00Z');
    expect(myDataFileName('Manas Care', at)).toBe('manas-care-my-data-2026-11-23.json');
    expect(myDataFileName('  ', at)).toBe('account-my-data-2026-11-23.json');
  });
});
