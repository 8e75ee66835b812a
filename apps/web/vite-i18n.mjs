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
