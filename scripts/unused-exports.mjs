#!/usr/bin/env node
// Lists the exports of src/ files that nothing uses: no file of src/, test/, generated/ or
// scripts/ other than their own refers to them, and no entry hands them out (package.json
// "exports", and the bundles whose exports are called by name). Each such export is dead code,
// or should lose its `export`.
// Usage: node scripts/unused-exports.mjs   (exit 1 when it finds any)
//
// An export counts as used when an identifier elsewhere resolves to it (an import, a namespace
// member, an `import('...').Name` type), or when its module is loaded whole (a dynamic import, a
// `typeof import(...)`). A re-export in a barrel is no use by itself: the barrel's export is
// checked like any other. An exported type or interface its own file uses (in the signature of
// an exported function, say) stays: callers may need to name it.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const posix = (path) => relative(root, path).split(sep).join('/');

/**
 * Bundles scripts/bundle.mjs builds whose exports are called by name at run time, not imported:
 * bin.ts loads the command bundle and calls its `main`, and the quick way's and calls its
 * `quickLint`; the build calls the code-cache writer.
 */
const bundleEntries = ['src/cli/main.ts', 'src/cli/quick.ts', 'src/cli/code-cache.ts'];

/** The source file behind each package entry: `./dist/src/api/index.d.ts` -> `src/api/index.ts`. */
function packageEntries() {
  const { exports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return (
    Object.values(exports)
      .map((target) => (typeof target === 'object' ? target.types : undefined))
      // `types` is a path, or conditions whose `default` is the ES-module declarations.
      .map((types) => (types && typeof types === 'object' ? types.default : types))
      .filter((types) => typeof types === 'string')
      .map((types) => join(root, types.replace(/^\.\/dist\//, '').replace(/\.d\.ts$/, '.ts')))
  );
}

/** The program of tsconfig.json, with the scripts' JavaScript modules as users too. */
function createProgram() {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const scripts = readdirSync(join(root, 'scripts'), { recursive: true })
    .map(String)
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => join(root, 'scripts', file));
  return ts.createProgram([...config.fileNames, ...scripts], { ...config.options, allowJs: true, checkJs: false, noEmit: true });
}

const program = createProgram();
const checker = program.getTypeChecker();
const resolved = (symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
const ownFiles = program.getSourceFiles().filter((file) => !file.isDeclarationFile || file.fileName.startsWith(root + sep + 'scripts'));
const isOurs = (file) => !file.fileName.includes(`${sep}node_modules${sep}`) && file.fileName.startsWith(root + sep);
const exportsOf = (file) => {
  const module = checker.getSymbolAtLocation(file);
  return module ? checker.getExportsOfModule(module) : [];
};
const fileOfSymbol = (symbol) => symbol.declarations?.[0]?.getSourceFile();
const isType = (symbol) => (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) !== 0 && (symbol.flags & ts.SymbolFlags.Value) === 0;

/** Declarations used from outside their file, and from the entries. */
const used = new Set();
/** Declarations their own file refers to (besides declaring them). */
const usedInOwnFile = new Set();
for (const entry of [...packageEntries(), ...bundleEntries.map((path) => join(root, path))]) {
  const file = program.getSourceFile(entry);
  if (!file) throw new Error(`${posix(entry)} is an entry (package.json or bundleEntries in this script) but is not in the program`);
  for (const symbol of exportsOf(file)) used.add(resolved(symbol));
}

/** Every export of the module a specifier names, from `file`. */
function useWholeModule(file, specifier) {
  const target = ts.resolveModuleName(specifier, file.fileName, program.getCompilerOptions(), ts.sys).resolvedModule;
  const loaded = target && program.getSourceFile(target.resolvedFileName);
  if (loaded) for (const symbol of exportsOf(loaded)) used.add(resolved(symbol));
}

for (const file of ownFiles.filter(isOurs)) {
  const visit = (node) => {
    if (ts.isExportDeclaration(node)) return; // a re-export is checked as the barrel's own export
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteralLike(specifier)) useWholeModule(file, specifier.text);
    }
    if (ts.isImportTypeNode(node) && !node.qualifier && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      useWholeModule(file, node.argument.literal.text);
    }
    if (ts.isIdentifier(node)) {
      const symbol = checker.getSymbolAtLocation(node);
      if (symbol) {
        const target = resolved(symbol);
        if (fileOfSymbol(target) !== file) used.add(target);
        else if (!target.declarations?.some((d) => d.name === node)) usedInOwnFile.add(target);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

const unused = [];
for (const file of program.getSourceFiles()) {
  const path = posix(file.fileName);
  if (!path.startsWith('src/') || file.isDeclarationFile) continue;
  const names = exportsOf(file)
    .filter((symbol) => !used.has(resolved(symbol)) && !(isType(resolved(symbol)) && usedInOwnFile.has(resolved(symbol))))
    .map((symbol) => symbol.name)
    .sort();
  if (names.length > 0) unused.push(`${path}: ${names.join(', ')}`);
}

if (unused.length === 0) {
  console.log('every export of src/ is used, or reachable from a package entry');
} else {
  console.log(`exports nothing uses (no import from src/, test/, scripts/; not reachable from a package entry):`);
  for (const line of unused.sort()) console.log(`  ${line}`);
  console.log(`${unused.length} file(s); remove the export, or the code if nothing inside its file uses it either`);
  process.exitCode = 1;
}
