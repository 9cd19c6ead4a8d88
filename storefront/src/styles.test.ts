import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import postcss from 'postcss';

/**
 * The storefront's stylesheets live beside their components and pages, and lazily loaded pages add
 * theirs as a shopper moves around, in whatever order they visit. Rules for one class block in two
 * files would then win or lose by that order; so each block is styled in one file only.
 */
const root = __dirname;
const files = (function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.css') ? [join(dir, entry.name)] : [],
  );
})(root);
const sources = (function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
})(root);

/** The block a selector styles: its first class, without BEM element or modifier. */
function blockOf(selector: string): string {
  const first = /\.([a-zA-Z][\w-]*)/.exec(selector);
  return first ? first[1].split(/__|--/)[0] : '(elements)';
}

describe('storefront stylesheets', () => {
  it('style each class block in one file only', () => {
    const filesOf = new Map<string, Set<string>>();
    for (const file of files) {
      postcss.parse(readFileSync(file, 'utf8')).walkRules((rule) => {
        if (rule.parent?.type === 'atrule' && (rule.parent as postcss.AtRule).name === 'keyframes') return;
        for (const selector of rule.selectors) {
          const block = blockOf(selector);
          filesOf.set(block, (filesOf.get(block) ?? new Set()).add(relative(root, file)));
        }
      });
    }
    const shared = [...filesOf]
      .filter(([, where]) => where.size > 1)
      .map(([block, where]) => `${block}: ${[...where]}`);
    expect(shared).toEqual([]);
    expect(filesOf.size).toBeGreaterThan(40);
  });

  it('are each imported by the component or page beside them (the base styles by main.tsx, first)', () => {
    for (const file of files) {
      const name = relative(root, file);
      const importers = sources.filter((source) =>
        readFileSync(source, 'utf8').includes(`import './${name.split('/').pop()}';`),
      );
      expect({ name, imported: importers.length > 0 }).toEqual({ name, imported: true });
    }
    const main = readFileSync(join(root, 'main.tsx'), 'utf8');
    expect(main.indexOf("import './styles.css';")).toBeLessThan(main.indexOf("from './App'"));
  });
});
