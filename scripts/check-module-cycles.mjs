// Fails when the API's module folders import each other in a cycle. File-level lint
// (import/no-cycle) cannot see two folders that lean on each other through different files; a
// module is built after the modules it imports (app.ts), so such a cycle means one of them is
// reaching around the front door.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const modulesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/api/src/modules');
const specifier =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) yield path;
  }
}

const moduleOf = (file) => {
  const rel = relative(modulesDir, file);
  return rel.startsWith('..') ? undefined : rel.split(sep)[0];
};

/** folder → the folders it imports, each with one file that shows it */
const graph = new Map();
for (const file of sourceFiles(modulesDir)) {
  const from = moduleOf(file);
  if (!graph.has(from)) graph.set(from, new Map());
  for (const match of readFileSync(file, 'utf8').matchAll(specifier)) {
    const spec = match[1] ?? match[2];
    if (!spec.startsWith('.')) continue;
    const to = moduleOf(resolve(dirname(file), spec));
    if (to && to !== from && !graph.get(from).has(to)) {
      graph.get(from).set(to, relative(modulesDir, file));
    }
  }
}

// Tarjan's strongly connected components: every component of more than one folder is a cycle.
let index = 0;
const order = new Map();
const low = new Map();
const stack = [];
const cycles = [];
function visit(node) {
  order.set(node, index);
  low.set(node, index++);
  stack.push(node);
  for (const next of graph.get(node)?.keys() ?? []) {
    if (!order.has(next)) {
      visit(next);
      low.set(node, Math.min(low.get(node), low.get(next)));
    } else if (stack.includes(next)) {
      low.set(node, Math.min(low.get(node), order.get(next)));
    }
  }
  if (low.get(node) === order.get(node)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  }
}
for (const node of [...graph.keys()].sort()) if (!order.has(node)) visit(node);

const edges = [...graph].flatMap(([from, to]) => [...to.keys()].map((t) => `${from} → ${t}`));
if (cycles.length === 0) {
  console.log(`module folders: ${graph.size}, imports between them: ${edges.length}, cycles: none`);
  process.exit(0);
}
for (const component of cycles) {
  console.error(`cycle between module folders: ${component.join(', ')}`);
  for (const from of component) {
    for (const [to, file] of graph.get(from)) {
      if (component.includes(to)) console.error(`  ${from} → ${to} (e.g. ${file})`);
    }
  }
}
process.exit(1);
