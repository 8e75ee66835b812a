/**
 * The message catalogues (packages/domain/locales):
 *   node scripts/i18n.mjs extract   gathers every message of the code into en.json
 *   node scripts/i18n.mjs check     fails when en.json is stale, a message has no Hindi, the Hindi
 *                                   drops or adds an argument, or a message is not valid ICU
 * Messages are descriptors `{ id, defaultMessage }` in defineMessages()/defineMessage() calls
 * (FormatJS's extractor finds them); ids are `<namespace>.<name>`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = path.join(root, 'packages/domain/locales');
const SOURCES = ['packages/domain/src', 'apps/api/src', 'apps/web/src'];
const LANGUAGES = ['en', 'hi'];

function sourceFiles() {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'test') walk(full);
      } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        if (/defineMessages?\(/.test(text)) files.push(path.relative(root, full));
      }
    }
  };
  for (const dir of SOURCES) walk(path.join(root, dir));
  return files.sort();
}

/** Every message of the code, `{ id: English }`, sorted by id. */
export function extract() {
  const files = sourceFiles();
  const listFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-')), 'files.txt');
  fs.writeFileSync(listFile, files.join('\n'));
  const out = execFileSync(
    path.join(root, 'node_modules/.bin/formatjs'),
    ['extract', '--in-file', listFile, '--throws', '--preserve-whitespace'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const extracted = JSON.parse(out);
  const messages = {};
  for (const id of Object.keys(extracted).sort()) {
    if (!/^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/.test(id)) {
      throw new Error(`Message id "${id}" is not <namespace>.<name> in camelCase segments`);
    }
    messages[id] = extracted[id].defaultMessage;
  }
  return messages;
}

const readCatalogue = (language) =>
  JSON.parse(fs.readFileSync(path.join(localesDir, `${language}.json`), 'utf8'));

const writeCatalogue = (language, messages) =>
  fs.writeFileSync(
    path.join(localesDir, `${language}.json`),
    `${JSON.stringify(messages, null, 2)}\n`,
  );

/** The arguments and tags of a message, as a sorted list ("name:type"). */
function shape(message) {
  const found = new Set();
  const walk = (elements) => {
    for (const el of elements) {
      // Types: 0 literal, 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural, 7 pound, 8 tag.
      if (el.type === 1 || el.type === 2 || el.type === 3 || el.type === 4) {
        found.add(`${el.value}:${el.type}`);
      } else if (el.type === 5 || el.type === 6) {
        found.add(`${el.value}:${el.type}`);
        for (const option of Object.values(el.options)) walk(option.value);
      } else if (el.type === 8) {
        found.add(`<${el.value}>`);
        walk(el.children);
      }
    }
  };
  walk(parse(message, { ignoreTag: false }));
  return [...found].sort().join(',');
}

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN_WORD = /[A-Za-z]{2,}/;

export function check() {
  const problems = [];
  const code = extract();
  const en = readCatalogue('en');
  const hi = readCatalogue('hi');
  if (JSON.stringify(code) !== JSON.stringify(en)) {
    const changed = Object.keys({ ...code, ...en }).filter((id) => code[id] !== en[id]);
    problems.push(
      `en.json is not what the code says (${changed.slice(0, 5).join(', ')}${changed.length > 5 ? '…' : ''}): run npm run i18n:extract`,
    );
  }
  for (const [id, english] of Object.entries(code)) {
    let englishShape;
    try {
      englishShape = shape(english);
    } catch (error) {
      problems.push(`${id}: not valid ICU in English (${error.message})`);
      continue;
    }
    const hindi = hi[id];
    if (hindi === undefined) {
      problems.push(`${id}: no Hindi`);
      continue;
    }
    try {
      if (shape(hindi) !== englishShape) {
        problems.push(`${id}: the Hindi's arguments or tags differ from the English's`);
      }
    } catch (error) {
      problems.push(`${id}: not valid ICU in Hindi (${error.message})`);
    }
    if (LATIN_WORD.test(english) && !DEVANAGARI.test(hindi) && hindi === english) {
      problems.push(`${id}: the Hindi is the English`);
    }
  }
  for (const id of Object.keys(hi)) {
    if (!(id in code)) problems.push(`${id}: Hindi for a message the code no longer has`);
  }
  return problems;
}

const command = process.argv[2];
if (command === 'extract') {
  const messages = extract();
  writeCatalogue('en', messages);
  const hi = readCatalogue('hi');
  const missing = Object.keys(messages).filter((id) => !(id in hi));
  console.log(`en.json: ${Object.keys(messages).length} messages; ${missing.length} without Hindi`);
} else if (command === 'check') {
  const problems = check();
  if (problems.length) {
    console.error(`The catalogues have ${problems.length} problem(s):`);
    for (const p of problems.slice(0, 200)) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log(
    `Catalogues complete: ${Object.keys(readCatalogue('en')).length} messages in ${LANGUAGES.join(', ')}`,
  );
} else if (command) {
  console.error('Usage: node scripts/i18n.mjs extract | check');
  process.exit(2);
}
