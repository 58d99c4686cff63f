// Every component the two SPAs take from this library has a Storybook story: the designers review it there, and the
// story tests check its accessibility, behaviour and look. A component used by an app without a story fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const uiSource = path.join(root, 'libs/web/ui/src');

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full, test);
    return test(entry.name) ? [full] : [];
  });
}

const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/** Value names imported from @lic/web-ui (type-only imports left out). */
function importedFromUi(file: string): string[] {
  const names: string[] = [];
  for (const statement of parse(file).statements) {
    if (!ts.isImportDeclaration(statement) || (statement.moduleSpecifier as ts.StringLiteral).text !== '@lic/web-ui') continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) continue;
    for (const element of clause.namedBindings.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
  }
  return names;
}

/** The library's exported React components: PascalCase functions (or function constants) that return JSX. */
function libraryComponents(): Set<string> {
  const components = new Set<string>();
  const returnsJsx = (node: ts.Node): boolean => {
    let found = false;
    const visit = (child: ts.Node) => {
      if (found) return;
      if (ts.isJsxElement(child) || ts.isJsxSelfClosingElement(child) || ts.isJsxFragment(child)) found = true;
      else ts.forEachChild(child, visit);
    };
    visit(node);
    return found;
  };
  // A context provider draws nothing of its own (only `<X.Provider>` around its children): no story to look at.
  const drawsOnlyAContext = (node: ts.Node): boolean => {
    const tags: string[] = [];
    const visit = (child: ts.Node) => {
      if (ts.isJsxOpeningElement(child) || ts.isJsxSelfClosingElement(child)) tags.push(child.tagName.getText());
      ts.forEachChild(child, visit);
    };
    visit(node);
    return tags.length > 0 && tags.every((tag) => tag.endsWith('.Provider'));
  };
  const isExported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const file of filesUnder(uiSource, (name) => /\.tsx$/.test(name) && !/\.(spec|stories)\.tsx$/.test(name))) {
    for (const statement of parse(file).statements) {
      if (!isExported(statement)) continue;
      if (
        ts.isFunctionDeclaration(statement) &&
        statement.name &&
        /^[A-Z][a-z]/.test(statement.name.text) &&
        returnsJsx(statement) &&
        !drawsOnlyAContext(statement)
      )
        components.add(statement.name.text);
      if (ts.isVariableStatement(statement))
        for (const declaration of statement.declarationList.declarations)
          if (
            ts.isIdentifier(declaration.name) &&
            /^[A-Z][a-z]/.test(declaration.name.text) &&
            declaration.initializer &&
            returnsJsx(declaration.initializer) &&
            !drawsOnlyAContext(declaration.initializer)
          )
            components.add(declaration.name.text);
    }
  }
  return components;
}

/** Components a story draws: the meta's `component`, and every JSX element in the stories files. */
function componentsInStories(): Set<string> {
  const seen = new Set<string>();
  for (const file of filesUnder(uiSource, (name) => name.endsWith('.stories.tsx'))) {
    const visit = (node: ts.Node) => {
      if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) seen.add(node.tagName.getText());
      if (ts.isPropertyAssignment(node) && node.name.getText() === 'component' && ts.isIdentifier(node.initializer))
        seen.add(node.initializer.text);
      ts.forEachChild(node, visit);
    };
    visit(parse(file));
  }
  return seen;
}

describe('Storybook coverage of the components the apps use', () => {
  const components = libraryComponents();
  const used = new Map<string, string[]>();
  for (const app of ['apps/storefront/src', 'apps/backoffice/src']) {
    for (const file of filesUnder(path.join(root, app), (name) => /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name))) {
      for (const name of importedFromUi(file)) {
        if (!components.has(name)) continue;
        used.set(name, [...(used.get(name) ?? []), path.relative(root, file)]);
      }
    }
  }

  it('finds the components the storefront and the back office import', () => {
    // A sanity floor: if the parsing broke, the list would be empty and the next test would pass on nothing.
    expect(used.size).toBeGreaterThan(20);
    expect([...used.keys()]).toEqual(
      expect.arrayContaining(['CartModal', 'StorefrontLayout', 'IdentityValidationForm', 'CatalogueSection']),
    );
  });

  it('has a story for every one of them', () => {
    const inStories = componentsInStories();
    const missing = [...used.keys()].filter((name) => !inStories.has(name)).map((name) => `${name} (usado en ${used.get(name)?.[0]})`);
    expect(missing).toEqual([]);
  });
});
