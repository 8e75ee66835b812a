import { describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, ERROR_MESSAGES, isErrorCode } from '../error-codes';
import { CATALOGUES, translatorFor } from './catalogues';
import { defineMessages, namespaceOf } from './define';
import { languageFromAcceptLanguage } from './languages';
import { createTranslator } from './translator';

describe('languageFromAcceptLanguage', () => {
  it.each([
    ['hi', 'hi'],
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['en-US,en;q=0.9,hi;q=0.8', 'en'],
    ['en-IN', 'en'],
    ['ta-IN,hi;q=0.5', 'hi'],
    ['fr;q=0.9,hi;q=0.1,en;q=0.5', 'en'],
    ['hi;q=0', null],
    ['*', null],
    ['', null],
    [undefined, null],
  ] as const)('%s → %s', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });
});

const M = defineMessages({
  plain: { id: 'test.plain', defaultMessage: 'Book a session' },
  sessions: {
    id: 'test.sessions',
    defaultMessage: '{count, plural, one {# session} other {# sessions}} with {name}',
  },
  linked: { id: 'test.linked', defaultMessage: 'Read the <link>policy</link> first' },
  missing: { id: 'test.missing', defaultMessage: 'Only in English' },
});

const hindi: Record<string, string> = {
  'test.plain': 'सेशन बुक करें',
  'test.sessions': '{name} के साथ {count, plural, one {# सेशन} other {# सेशन}}',
  'test.linked': 'पहले <link>नीति</link> पढ़ें',
};

describe('createTranslator', () => {
  it('words plain messages, plurals and values in the language', () => {
    const t = createTranslator('hi', (id) => hindi[id]);
    expect(t(M.plain)).toBe('सेशन बुक करें');
    expect(t(M.sessions, { count: 3, name: 'Asha' })).toBe('Asha के साथ 3 सेशन');
    const en = createTranslator('en', () => undefined);
    expect(en(M.sessions, { count: 1, name: 'Asha' })).toBe('1 session with Asha');
    expect(en(M.sessions, { count: 12, name: 'Asha' })).toBe('12 sessions with Asha');
  });

  it('tells of a rule text that is neither an id nor worded, on pages not in English only', () => {
    const onUnworded = vi.fn();
    const hi = createTranslator('hi', (id) => hindi[id], { onUnworded });
    expect(hi.schemaMessage('test.plain')).toBe('सेशन बुक करें');
    expect(hi.schemaMessage('Name is required')).toBe('Name is required');
    expect(hi.schemaMessage('१२३')).toBe('१२३');
    expect(onUnworded.mock.calls).toEqual([['Name is required', 'hi']]);
    const en = createTranslator('en', () => undefined, { onUnworded });
    expect(en.schemaMessage('Name is required')).toBe('Name is required');
    expect(onUnworded).toHaveBeenCalledTimes(1);
  });

  it('groups numbers the Indian way in both languages', () => {
    const m = { id: 'test.amount', defaultMessage: '₹{amount, number}' };
    expect(createTranslator('en', () => undefined)(m, { amount: 100000 })).toBe('₹1,00,000');
    expect(createTranslator('hi', () => undefined)(m, { amount: 1234567 })).toBe('₹12,34,567');
  });

  it('draws tags with the functions given, in order', () => {
    const t = createTranslator('hi', (id) => hindi[id]);
    const parts = t.parts(M.linked, { link: (chunks) => ({ href: '/p', text: chunks.join('') }) });
    expect(parts).toEqual(['पहले ', { href: '/p', text: 'नीति' }, ' पढ़ें']);
  });

  it('tells of a message missing from the catalogue and falls back to its English', () => {
    const onMissing = vi.fn();
    const t = createTranslator('hi', (id) => hindi[id], { onMissing });
    expect(t(M.missing)).toBe('Only in English');
    expect(onMissing).toHaveBeenCalledWith('test.missing', 'hi');
  });

  it('takes precompiled syntax trees as the browser receives them', () => {
    const ast = [
      { type: 0, value: 'नमस्ते ' },
      { type: 1, value: 'name' },
    ];
    const t = createTranslator('hi', () => ast);
    expect(t({ id: 'test.ast' }, { name: 'Asha' })).toBe('नमस्ते Asha');
  });
});

describe('namespaceOf', () => {
  it('is the first segment of an id', () => {
    expect(namespaceOf('booking.slotTaken')).toBe('booking');
    expect(namespaceOf('errors.a.b')).toBe('errors');
  });
});

describe('the error catalogue', () => {
  it('gives every code a status and words in both languages', () => {
    for (const code of Object.keys(ERROR_CODES)) {
      expect(isErrorCode(code)).toBe(true);
      expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
      const message = ERROR_MESSAGES[code as keyof typeof ERROR_CODES];
      expect(CATALOGUES.en[message.id]).toBe(message.defaultMessage);
      expect(CATALOGUES.hi[message.id]).toMatch(/[\u0900-\u097F]/);
    }
    expect(isErrorCode('toString')).toBe(false);
  });

  it('answers a failed sign-in in Hindi', () => {
    expect(translatorFor('hi')(ERROR_MESSAGES.WRONG_CREDENTIALS)).toBe('ईमेल या पासवर्ड गलत है');
  });
});
