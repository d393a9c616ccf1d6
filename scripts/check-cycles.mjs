/**
 * Import cycles between the repository's own files, `import type` included. ESLint's import-x/no-cycle
 * leaves type-only imports out, yet two files whose types need each other cannot be understood, moved or
 * tested one without the other. Run by `npm run lint`; lists each cycle's files and exits 1 when any.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const projects = ['apps', 'packages']
  .flatMap((folder) => readdirSync(path.join(root, folder)).map((name) => `${folder}/${name}`))
  .concat(['e2e', 'bench'])
  .map((project) => path.join(root, project, 'tsconfig.json'))
  .filter((config) => existsSync(config));

const ours = (file) => file.startsWith(root + path.sep) && !file.split(path.sep).includes('node_modules');

/** Each of our files → the files of ours it imports (static, dynamic, re-exports; types too). */
const imports = new Map();
for (const configPath of projects) {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
  );
  if (!parsed) continue;
  for (const file of parsed.fileNames) {
    if (file.endsWith('.d.ts') || imports.has(file)) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, parsed.options, ts.sys).resolvedModule
        ?.resolvedFileName;
      if (resolved && ours(resolved) && !resolved.endsWith('.d.ts')) targets.add(path.resolve(resolved));
    }
    imports.set(path.resolve(file), targets);
  }
}

/** Strongly connected components (Tarjan): a component of two or more files is a cycle. */
function components(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (start) => {
    // Iterative, so that a long import chain cannot overflow the call stack.
    const work = [[start, [...(graph.get(start) ?? [])], 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      if (frame[2] < next.length) {
        const target = next[frame[2]++];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push([target, [...(graph.get(target) ?? [])], 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1) found.push(component);
      }
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const cycles = components(imports);
for (const component of cycles) {
  console.error(`Import cycle (type imports included) among ${component.length} files:`);
  for (const file of component.sort()) console.error(`  ${path.relative(root, file)}`);
}
if (cycles.length > 0) {
  console.error('Move what the files share into a file of its own that neither imports back.');
  process.exit(1);
}
