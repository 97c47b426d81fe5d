import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/product/README.md "Where each rule lives" names the file and function that decide each rule
// and the page that explains it: a file moved, a function renamed or a heading changed fails here.
const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCS = path.join(ROOT, 'docs/product');

/** The table rows of the README's "Where each rule lives", as [rule, decided in, explained in]. */
function ruleRows(): string[][] {
  const readme = readFileSync(path.join(DOCS, 'README.md'), 'utf8');
  const section = readme.split('## Where each rule lives')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Rule '))
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));
}

/** GitHub's anchor for a heading. */
const slug = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-');

describe('where each rule lives', () => {
  const rows = ruleRows();

  it('lists the rules', () => {
    expect(rows.map(([rule]) => rule?.split(/[:(]/)[0]?.trim())).toEqual(
      expect.arrayContaining(['Wait time', 'Slot availability', 'Cancellation by the customer', 'Walk-in queue opening before the shop opens', 'No-shows', 'Who may do what']),
    );
  });

  it('names files that exist and define the functions named beside them', () => {
    for (const [rule, decidedIn = ''] of rows) {
      const named = [...decidedIn.matchAll(/`(src\/[^`]+\.tsx?)`(?: \(([^)]*)\))?/g)];
      expect(named.length, rule).toBeGreaterThan(0);
      for (const [, file = '', names = ''] of named) {
        expect(existsSync(path.join(ROOT, file)), file).toBe(true);
        const source = readFileSync(path.join(ROOT, file), 'utf8');
        for (const name of names.match(/[A-Za-z]+/g) ?? []) expect(source, `${file} ${name}`).toMatch(new RegExp(`\\b${name}\\b`));
      }
    }
  });

  it('links pages and headings that exist', () => {
    for (const [rule, , explainedIn = ''] of rows) {
      const links = [...explainedIn.matchAll(/\]\(([^)#]+)(?:#([^)]+))?\)/g)];
      expect(links.length, rule).toBeGreaterThan(0);
      for (const [, page = '', anchor] of links) {
        const text = readFileSync(path.join(DOCS, page), 'utf8');
        if (anchor === undefined) continue;
        const headings = [...text.matchAll(/^#+ (.+)$/gm)].map(([, heading = '']) => slug(heading));
        expect(headings, `${page}#${anchor}`).toContain(anchor);
      }
    }
  });
});
