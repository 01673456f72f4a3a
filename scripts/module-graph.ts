import fs from 'node:fs';
import path from 'node:path';

/** Which other modules each module's production files import: api/src/modules/<name>/*.ts, tests left out. */
export function moduleImports(modulesDir: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const modules = fs.readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  for (const name of modules) {
    const imports = new Set<string>();
    for (const file of filesBelow(path.join(modulesDir, name))) {
      if (/\.test\.tsx?$/.test(file) || !/\.tsx?$/.test(file)) continue;
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/from\s+'([^']+)'/g)) {
        const target = path.resolve(path.dirname(file), match[1] ?? '');
        const relative = path.relative(modulesDir, target);
        const other = relative.split(path.sep)[0];
        if (!relative.startsWith('..') && other !== undefined && other !== name && modules.includes(other)) imports.add(other);
      }
    }
    graph.set(name, imports);
  }
  return graph;
}

function filesBelow(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(full) : [full];
  });
}

/** Every cycle of the graph, each as the path that closes it (a -> b -> a); empty when there is none. */
export function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) {
      cycles.push([...trail.slice(at), node]);
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...trail, node]);
    done.add(node);
  };
  for (const node of [...graph.keys()].sort()) visit(node, []);
  return cycles;
}

/**
 * Where a module's production file imports another module's repository (a file named
 * `repository.ts` or `*-repository.ts`) or the ledger's holds, as `importer/file.ts -> other/file`;
 * type-only imports left out.
 * Modules talk through services and ports handed in by the composition root; the SQL of a
 * module is its own.
 */
export function foreignRepositoryImports(modulesDir: string): string[] {
  const found: string[] = [];
  const modules = fs.readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  for (const name of modules) {
    for (const file of filesBelow(path.join(modulesDir, name))) {
      if (/\.test\.tsx?$/.test(file) || !/\.tsx?$/.test(file)) continue;
      // A type-only import reads no table; an import of values (or `export ... from`) does.
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/(import\s+type\s[^;]*?)?from\s+'([^']+)'/g)) {
        if (match[1] !== undefined) continue;
        const target = path.relative(modulesDir, path.resolve(path.dirname(file), match[2] ?? ''));
        const [other, targetFile] = target.split(path.sep);
        if (target.startsWith('..') || other === name || targetFile === undefined || !modules.includes(other ?? '')) continue;
        if (/(^|-)repository$/.test(targetFile) || target === path.join('ledger', 'holds')) {
          found.push(`${path.relative(modulesDir, file).split(path.sep).join('/')} -> ${other}/${targetFile}`);
        }
      }
    }
  }
  return [...new Set(found)].sort();
}
