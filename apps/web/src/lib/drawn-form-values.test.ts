import { describe, expect, it } from 'vitest';
import { valuesTypedBeforeAdoption, type DrawnControl } from './drawn-form-values';

const empty = () => ({
  name: '',
  gender: 'Male',
  agreed: false,
  address: { line1: '', pincode: '' },
  languages: [] as string[],
  photo: null as File | null,
});
const control = (name: string, type: string, value = '', checked = false): DrawnControl => ({
  name,
  type,
  value,
  checked,
});

describe('valuesTypedBeforeAdoption', () => {
  it('keeps typed text, nested fields, the chosen radio and a ticked box', () => {
    const values = valuesTypedBeforeAdoption(empty(), [
      control('name', 'text', 'Asha Rao'),
      control('address.pincode', 'text', '411001'),
      control('gender', 'radio', 'Male', false),
      control('gender', 'radio', 'Female', true),
      control('agreed', 'checkbox', 'on', true),
    ]);
    expect(values).toEqual({
      ...empty(),
      name: 'Asha Rao',
      gender: 'Female',
      agreed: true,
      address: { line1: '', pincode: '411001' },
    });
  });

  it('leaves lists, files, unnamed and unknown controls at their starting values', () => {
    const start = empty();
    const values = valuesTypedBeforeAdoption(start, [
      control('languages', 'text', 'Hindi'),
      control('photo', 'file', 'C:\\fakepath\\me.jpg'),
      control('', 'text', 'typed into a search box'),
      control('nickname', 'text', 'A'),
      control('name', 'button', 'Send'),
    ]);
    expect(values).toEqual(start);
  });

  it('does not change the starting values it was given', () => {
    const start = empty();
    valuesTypedBeforeAdoption(start, [control('address.line1', 'text', '12 MG Road')]);
    expect(start.address.line1).toBe('');
  });
});
