import { describe, expect, it } from 'vitest';
import { onlyReads } from './notification-feed';

describe('onlyReads', () => {
  it('tells reads from statements that may write', () => {
    expect(onlyReads('select 1')).toBe(true);
    expect(onlyReads('  (select "id" from "slot_holds") union all (select 1)')).toBe(true);
    expect(onlyReads('with t as (select 1) select * from t')).toBe(true);
    expect(onlyReads('')).toBe(true);
    expect(onlyReads('with t as (delete from jobs returning id) select * from t')).toBe(false);
    expect(onlyReads('insert into "therapists" values (1)')).toBe(false);
    expect(onlyReads('update "therapists" set "name" = $1')).toBe(false);
    expect(onlyReads('begin')).toBe(false);
    expect(onlyReads('commit')).toBe(false);
    expect(onlyReads('TRUNCATE "therapists"')).toBe(false);
  });
});
