import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noEnglishInJsx } from './no-english-in-jsx.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

tester.run('no-english-in-jsx', noEnglishInJsx as never, {
  valid: [
    { code: "const a = <p>{t(M.pay)}{' · '}₹99</p>;" },
    { code: 'const a = <p title={t(M.title)}>12:00 (IST)</p>;' },
    { code: 'const a = <span>Manas Care · WhatsApp · SMS</span>;' },
    { code: 'const a = <div className="mt-4 grid" data-testid="cards" />;' },
  ],
  invalid: [
    { code: 'const a = <p>Pay the fee</p>;', errors: [{ messageId: 'typed' }] },
    { code: 'const a = <button aria-label="Close" />;', errors: [{ messageId: 'typed' }] },
    { code: "const a = <input placeholder={'Your name'} />;", errors: [{ messageId: 'typed' }] },
    { code: "const a = <p>{'Loading…'}</p>;", errors: [{ messageId: 'typed' }] },
    { code: 'const a = <img alt={`Photo of ${name}`} />;', errors: [{ messageId: 'typed' }] },
  ],
});
