import { describe, expect, it } from 'vitest';
import { fromWireId, toWireId } from './wire-ids';

describe('wire ids', () => {
  it('renames _id to id and back, keeping every other field', () => {
    const wire = { _id: 'a1', name: 'Asha', likes: 3 };
    const inside = fromWireId(wire);
    expect(inside).toEqual({ id: 'a1', name: 'Asha', likes: 3 });
    expect('_id' in inside).toBe(false);
    expect(toWireId(inside)).toEqual(wire);
  });
});
