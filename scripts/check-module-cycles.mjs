// Fails when the API's files, or its module folders, import each other in a cycle.
// - Files: a value import (static, re-export or dynamic) that leads back to where it started; type
//   imports are erased from the built code, so they may go both ways.
// - Module folders: two folders that lean on each other through different files, which the file
//   graph cannot see; a module is built after the modules it imports (app.ts), so such a cycle means
//   one of them is reaching around the front door. Every import counts here, types included.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/api/src');
const modulesDir = join(apiDir, 'modules');
// `import … from`, `export … from`, `import '…'` and `import('…')`; group 1 is `type ` when the
// whole statement is a type import, group 2 the names, group 3 or 4 the specifier.
const specifier =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:([^'";]*?)\s*from\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (name.endsWith('.ts')) yield path;
  }
}

/** `{ type A, type B }`: every name brought in is a type. */
const onlyTypes = (names) => {
  const inner = /^\{([^}]*)\}$/.exec(names.trim());
  const parts = inner?.[1].split(',').filter((part) => part.trim()) ?? [];
  return parts.length > 0 && parts.every((part) => /^\s*type\s/.test(part));
};

/** The project file a relative specifier names, or undefined for a package or a missing file. */
function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec).replace(/\.js$/, '');
  return [`${base}.ts`, join(base, 'index.ts'), base].find(
    (p) => existsSync(p) && p.endsWith('.ts'),
  );
}

/** file → the project files it imports, each with whether it brings in values. */
const fileGraph = new Map();
for (const file of sourceFiles(apiDir)) {
  const imports = new Map();
  for (const match of readFileSync(file, 'utf8').matchAll(specifier)) {
    const to = resolveImport(file, match[3] ?? match[4]);
    if (!to) continue;
    const typeOnly = Boolean(match[1]) || (match[2] !== undefined && onlyTypes(match[2]));
    imports.set(to, (imports.get(to) ?? false) || !typeOnly);
  }
  fileGraph.set(file, imports);
}

/** Tarjan's strongly connected components of `graph` (node → its successors) of more than one node. */
function cycles(graph) {
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  function visit(node) {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), order.get(next)));
      }
    }
    if (low.get(node) === order.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node))
        found.push(component.sort());
    }
  }
  for (const node of [...graph.keys()].sort()) if (!order.has(node)) visit(node);
  return found;
}

const valueImports = new Map(
  [...fileGraph].map(([file, imports]) => [
    file,
    [...imports].filter(([, value]) => value).map(([to]) => to),
  ]),
);
const fileCycles = cycles(valueImports);

const moduleOf = (file) => {
  const rel = relative(modulesDir, file);
  return rel.startsWith('..') ? undefined : rel.split(sep)[0];
};
/** folder → the folders it imports, each with one file that shows it (test files left out). */
const folderGraph = new Map();
for (const [file, imports] of fileGraph) {
  const from = moduleOf(file);
  if (!from || file.endsWith('.test.ts')) continue;
  if (!folderGraph.has(from)) folderGraph.set(from, new Map());
  for (const target of imports.keys()) {
    const to = moduleOf(target);
    if (to && to !== from && !folderGraph.get(from).has(to))
      folderGraph.get(from).set(to, relative(modulesDir, file));
  }
}
const folderCycles = cycles(new Map([...folderGraph].map(([from, to]) => [from, [...to.keys()]])));

for (const component of fileCycles) {
  console.error('cycle between files (value imports):');
  for (const from of component) {
    const into = valueImports.get(from).filter((to) => component.includes(to));
    for (const to of into) console.error(`  ${relative(apiDir, from)} → ${relative(apiDir, to)}`);
  }
}
for (const component of folderCycles) {
  console.error(`cycle between module folders: ${component.join(', ')}`);
  for (const from of component) {
    for (const [to, file] of folderGraph.get(from)) {
      if (component.includes(to)) console.error(`  ${from} → ${to} (e.g. ${file})`);
    }
  }
}
const edges = [...folderGraph.values()].reduce((sum, to) => sum + to.size, 0);
const imports = [...valueImports.values()].reduce((sum, to) => sum + to.length, 0);
console.log(
  `files: ${fileGraph.size}, value imports between them: ${imports}, cycles: ${fileCycles.length || 'none'}; ` +
    `module folders: ${folderGraph.size}, imports between them: ${edges}, cycles: ${folderCycles.length || 'none'}`,
);
process.exit(fileCycles.length || folderCycles.length ? 1 : 0);
