import { describe, expect, it } from 'vitest';
import { createKeptAnswers } from './kept-answers';

describe('kept answers', () => {
  it('hands an answer out only under the versions it was read under and before its time', () => {
    let now = 1_000;
    const kept = createKeptAnswers<string>({ maxEntries: 10, now: () => now });
    kept.keep('?q=anx', '4:7', 2_000, '{"a":1}');
    expect(kept.get('?q=anx', '4:7')).toBe('{"a":1}');
    expect(kept.get('?q=anxi', '4:7')).toBeUndefined();
    expect(kept.get('?q=anx', '4:8')).toBeUndefined();
    // A version that moved on drops the entry: going back never revives it.
    expect(kept.get('?q=anx', '4:7')).toBeUndefined();
    kept.keep('?q=anx', '4:8', 2_000, '{"a":2}');
    now = 2_000;
    expect(kept.get('?q=anx', '4:8')).toBeUndefined();
    expect(kept.size).toBe(0);
  });

  it('drops the oldest past its bound', () => {
    const kept = createKeptAnswers<string>({ maxEntries: 2, now: () => 0 });
    kept.keep('a', 'v', 10, 'A');
    kept.keep('b', 'v', 10, 'B');
    kept.keep('a', 'v', 10, 'A2');
    kept.keep('c', 'v', 10, 'C');
    expect(kept.size).toBe(2);
    expect(kept.get('b', 'v')).toBeUndefined();
    expect(kept.get('a', 'v')).toBe('A2');
    expect(kept.get('c', 'v')).toBe('C');
  });

  it('names the subject of a kept answer, so its versions can be read before asking', () => {
    const kept = createKeptAnswers<string>({ maxEntries: 10, now: () => 0 });
    kept.keep('/api/doctor/by-slug/asha', '4:2', 10, 'A', 'therapist-1');
    expect(kept.subjectOf('/api/doctor/by-slug/asha')).toBe('therapist-1');
    expect(kept.subjectOf('/api/doctor/by-slug/ravi')).toBeUndefined();
    expect(kept.get('/api/doctor/by-slug/asha', '4:3')).toBeUndefined();
    expect(kept.subjectOf('/api/doctor/by-slug/asha')).toBeUndefined();
  });
});
