#!/usr/bin/env node
// Import-cycle check (`npm run check:cycles`): fails when any module of the given folder (default
// `src`) can reach itself through imports. Unlike ESLint's import/no-cycle it counts type-only
// imports (`import type`, `export type … from`) and dynamic `import()` too: a cycle of types is
// still a knot in the layering, and it becomes a runtime cycle as soon as one import loses `type`.
//
// Usage: node scripts/check-cycles.mjs [folder] [--tsconfig path]
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/;

/** Every source file below `dir` (generated output and declaration files included). */
function listSources(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => resolve(entry.parentPath, entry.name));
}

/** The module specifiers a file imports or re-exports, statically, as types, or dynamically. */
export function importsOf(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal.text);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      found.push(node.moduleReference.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function compilerOptions(tsconfigPath) {
  const config = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  if (config.error) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(tsconfigPath)).options;
}

/** Strongly connected components (Tarjan) with more than one file, or a file importing itself. */
function cycles(graph) {
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const indices = new Map();
  const lowlinks = new Map();
  const found = [];
  const strongConnect = (node) => {
    indices.set(node, index);
    lowlinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        strongConnect(next);
        lowlinks.set(node, Math.min(lowlinks.get(node), lowlinks.get(next)));
      } else if (onStack.has(next)) {
        lowlinks.set(node, Math.min(lowlinks.get(node), indices.get(next)));
      }
    }
    if (lowlinks.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.has(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) strongConnect(node);
  return found;
}

/** One shortest loop through `start` inside its component, to show the reader where to cut. */
function loopThrough(graph, component, start) {
  const inside = new Set(component);
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (!inside.has(next)) continue;
      if (next === start) {
        const path = [node];
        for (let step = previous.get(node); step; step = previous.get(step)) path.unshift(step);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

/** The import cycles among the files of `folder`: each as its files and one example loop. */
export function findCycles(folder, tsconfigPath = resolve('tsconfig.json')) {
  const root = resolve(folder);
  const options = compilerOptions(tsconfigPath);
  const files = listSources(root);
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const specifier of importsOf(file, readFileSync(file, 'utf8'))) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
      const target = resolved && resolve(resolved.resolvedFileName);
      if (target && known.has(target)) targets.add(target);
    }
    graph.set(file, targets);
  }
  const show = (file) => relative(process.cwd(), file).split(sep).join('/');
  return cycles(graph).map((component) => ({
    files: component.map(show),
    loop: loopThrough(graph, component, component[0]).map(show),
  }));
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  const tsconfigAt = args.indexOf('--tsconfig');
  const tsconfig = tsconfigAt >= 0 ? resolve(args[tsconfigAt + 1]) : resolve('tsconfig.json');
  const folder = args.find((arg, i) => !arg.startsWith('--') && i !== tsconfigAt + 1) ?? 'src';
  const found = findCycles(folder, tsconfig);
  if (found.length === 0) {
    console.log(`import cycles: none in ${folder} (type-only and dynamic imports included)`);
  } else {
    console.error(`✖ ${found.length} import cycle(s) in ${folder} (type-only and dynamic imports count):`);
    for (const { files, loop } of found) {
      console.error(`\n  ${files.length} files, e.g. ${loop.join('\n    → ')}`);
      if (files.length > loop.length - 1) console.error(`  all of them: ${files.join(', ')}`);
    }
    process.exit(1);
  }
}


