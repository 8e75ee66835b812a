// Writes apps/web/src/assets/fonts/inter-rupee-wght.woff2: Inter's rupee sign (₹) alone, with the
// weight axis kept, cut from the @fontsource-variable/inter file that holds it. Inter files ₹ among
// its Latin Extended letters, so every price asked the browser for that whole file (85 KB) to draw
// one sign. Run again after upgrading Inter: `node scripts/make-rupee-font.mjs`. The subsetter
// (HarfBuzz, through subset-font) is installed into a throwaway folder, not into the project.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.join(import.meta.dirname, '..');
const source = path.join(
  root,
  'node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
);
const target = path.join(root, 'apps/web/src/assets/fonts/inter-rupee-wght.woff2');

const tools = fs.mkdtempSync(path.join(os.tmpdir(), 'rupee-font-'));
try {
  execFileSync('npm', ['install', '--no-save', '--silent', 'subset-font@2.9.0'], {
    cwd: tools,
    stdio: 'inherit',
  });
  const entry = path.join(tools, 'node_modules/subset-font/index.js');
  const { default: subsetFont } = await import(pathToFileURL(entry).href);
  const font = await subsetFont(fs.readFileSync(source), '₹', { targetFormat: 'woff2' });
  fs.writeFileSync(target, font);
  console.log(`${path.relative(root, target)}: ${font.length} bytes`);
} finally {
  fs.rmSync(tools, { recursive: true, force: true });
}
