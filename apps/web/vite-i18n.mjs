/**
 * The web app's message catalogues as Vite modules, one per language and namespace, so a page
 * downloads only the words of its language and of the namespaces it uses:
 *   import loaders from 'virtual:messages/loaders'  // { en: { common: () => import(…) }, hi: … }
 * Messages with arguments, plurals or tags ship as syntax trees (the browser needs no ICU
 * parser); plain ones as text. Namespaces only the server writes (mails, texts…) never ship.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';

const PREFIX = 'virtual:messages/';
const RESOLVED = `\0${PREFIX}`;
const isPlain = (text) => !/[{}<'#]/.test(text);

function compile(text) {
  if (isPlain(text)) return text;
  return parse(text, { ignoreTag: false, captureLocation: false });
}

/**
 * @param {{ localesDir: string }} options  the catalogues (`<language>.json`) and
 *   `server-namespaces.json`, as packages/domain/locales holds them
 */
export function messageCatalogues({ localesDir }) {
  const languages = fs
    .readdirSync(localesDir)
    .filter((name) => /^[a-z]{2}\.json$/.test(name))
    .map((name) => name.slice(0, 2))
    .sort();
  const serverNamespaces = JSON.parse(
    fs.readFileSync(path.join(localesDir, 'server-namespaces.json'), 'utf8'),
  );
  const files = languages.map((language) => path.join(localesDir, `${language}.json`));
  const read = (language) =>
    JSON.parse(fs.readFileSync(path.join(localesDir, `${language}.json`), 'utf8'));
  const namespaceOf = (id) => id.slice(0, id.indexOf('.'));
  const webNamespaces = () =>
    [...new Set(Object.keys(read(languages[0])).map(namespaceOf))]
      .filter((ns) => !serverNamespaces.includes(ns))
      .sort();

  return {
    name: 'message-catalogues',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      for (const file of files) this.addWatchFile(file);
      const rest = id.slice(RESOLVED.length);
      if (rest === 'loaders') {
        const entries = languages.map((language) => {
          const byNamespace = webNamespaces().map(
            (ns) =>
              `${JSON.stringify(ns)}: () => import(${JSON.stringify(`${PREFIX}${language}/${ns}`)})`,
          );
          return `${JSON.stringify(language)}: {${byNamespace.join(',')}}`;
        });
        return `export default {${entries.join(',')}};`;
      }
      const [language, namespace] = rest.split('/');
      if (!languages.includes(language) || serverNamespaces.includes(namespace)) {
        this.error(`Unknown message catalogue ${rest}`);
      }
      const catalogue = read(language);
      const messages = {};
      for (const [messageId, text] of Object.entries(catalogue)) {
        if (namespaceOf(messageId) === namespace) messages[messageId] = compile(text);
      }
      return `export default ${JSON.stringify(messages)};`;
    },
  };
}

const MESSAGE_CALLS = new Set(['defineMessages', 'defineMessage']);
const SOURCE_ONLY_KEYS = new Set(['defaultMessage', 'description']);

/** Every object property (with its parent's text span) inside the arguments of a message call. */
function* sourceOnlyProperties(node, inMessageCall = false) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* sourceOnlyProperties(child, inMessageCall);
    return;
  }
  const isCall =
    node.type === 'CallExpression' &&
    node.callee?.type === 'Identifier' &&
    MESSAGE_CALLS.has(node.callee.name);
  if (inMessageCall && node.type === 'ObjectExpression') {
    for (const property of node.properties) {
      const key = property.key?.name ?? property.key?.value;
      if (property.type === 'Property' && SOURCE_ONLY_KEYS.has(key)) yield property;
    }
  }
  for (const [key, child] of Object.entries(node)) {
    if (key === 'parent') continue;
    if (child && typeof child === 'object')
      yield* sourceOnlyProperties(child, inMessageCall || isCall);
  }
}

/**
 * Production builds ship message ids only: the English (`defaultMessage`) and the translators'
 * notes (`description`) of every defineMessages()/defineMessage() call are removed, so an
 * English page downloads no Hindi and a Hindi page no English. The words come from the
 * catalogue modules above.
 */
export function stripMessageEnglish() {
  return {
    name: 'strip-message-english',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[cm]?[jt]sx?$/.test(id)) return undefined;
      if (!/defineMessages?\(/.test(code)) return undefined;
      const lang = id.endsWith('x')
        ? id.endsWith('.jsx')
          ? 'jsx'
          : 'tsx'
        : id.endsWith('.ts')
          ? 'ts'
          : 'js';
      const program = this.parse(code, { lang });
      const cuts = [...sourceOnlyProperties(program)]
        .map((p) => {
          let end = p.end;
          while (end < code.length && /[\s,]/.test(code[end]) && code[end] !== '\n') end += 1;
          if (code[end] === '\n' && code.slice(p.end, end).includes(',')) end += 1;
          return [p.start, end];
        })
        .sort((a, b) => b[0] - a[0]);
      let out = code;
      for (const [start, end] of cuts) out = out.slice(0, start) + out.slice(end);
      return { code: out, map: null };
    },
  };
}
