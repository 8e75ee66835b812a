import { describe, expect, it } from 'vitest';
import { splitPersonName } from './person-name';

describe('splitPersonName', () => {
  it.each([
    ['Dr. Asha Rao', 'Asha', 'Rao'],
    ['Dr Asha Rao', 'Asha', 'Rao'],
    ['dr. asha rao', 'asha', 'rao'],
    ['Prof. Dr. K. Mehta', 'K.', 'Mehta'],
    ['Smt Lakshmi Devi Iyer', 'Lakshmi', 'Devi Iyer'],
    ['  Meera   Pillai  ', 'Meera', 'Pillai'],
    ['Ananya', 'Ananya', ''],
    ['Dr. Ananya', 'Ananya', ''],
  ])('%s → %s / %s', (full, first, last) => {
    expect(splitPersonName(full)).toEqual({ firstName: first, lastName: last });
  });

  it('keeps a word that only looks like a title when it is part of the name', () => {
    expect(splitPersonName('Drishti Shah')).toEqual({ firstName: 'Drishti', lastName: 'Shah' });
    expect(splitPersonName('Misra Kumar')).toEqual({ firstName: 'Misra', lastName: 'Kumar' });
  });

  it('keeps a lone title rather than leave the name empty', () => {
    expect(splitPersonName('Dr.')).toEqual({ firstName: 'Dr.', lastName: '' });
    expect(splitPersonName('')).toEqual({ firstName: '', lastName: '' });
  });
});
