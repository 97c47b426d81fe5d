import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CLIENT_DIR, clientSourceFiles, isCatalogueFile } from './client-files.js';

// docs/product/architecture.md#reach: every text a person reads comes from a catalogue (texts.ts beside the code), so that
// it exists in Hindi too. This finds texts written into components instead: words between JSX
// tags, words in the attributes people read (aria-label, placeholder...), and sentences in string
// literals anywhere in the client.

/** JSX attributes whose value is read by people (or their screen readers). */
const TEXT_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label']);

/** Calls whose string arguments are for developers or the DOM, never shown: errors, classes, selectors. */
const NON_TEXT_CALLS = new Set(['Error', 'TypeError', 'RangeError', 'cn', 'clsx', 'querySelector', 'querySelectorAll', 'matchMedia']);

/** Files with no text for people: the build-time prerender and the service worker's own code. */
const EXEMPT = [/^prerender\.tsx$/, /^service-worker\//, /^vite-env\.d\.ts$/];

const LETTER = /\p{L}/u;
/** A sentence or label: a capitalised word followed by more words or closing punctuation. */
const SENTENCE = /^\p{Lu}\p{Ll}+(?:[\s.,!?…:]|$)/u;

interface Finding {
  line: number;
  text: string;
}

function calleeName(node: ts.CallExpression | ts.NewExpression): string {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '';
}

function insideNonTextContext(node: ts.Node): boolean {
  for (let parent = node.parent; !ts.isSourceFile(parent); parent = parent.parent) {
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isImportTypeNode(parent)) return true;
    if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && NON_TEXT_CALLS.has(calleeName(parent))) return true;
    if (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword) return true;
    if (ts.isJsxAttribute(parent)) return !TEXT_ATTRIBUTES.has(parent.name.getText());
    if (ts.isLiteralTypeNode(parent)) return true;
  }
  return false;
}

/** Literal texts for people in one client file. */
export function literalTexts(file: string, source: string): Finding[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    findings.push({ line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim().slice(0, 60) });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (LETTER.test(node.text)) report(node, node.text);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const text = node.text.trim();
      const parent = node.parent;
      if (ts.isJsxAttribute(parent)) {
        if (TEXT_ATTRIBUTES.has(parent.name.getText()) && LETTER.test(text)) report(node, text);
      } else if (LETTER.test(text) && SENTENCE.test(text) && !insideNonTextContext(node)) {
        report(node, text);
      }
    } else if (ts.isTemplateExpression(node)) {
      const text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ').trim();
      if (SENTENCE.test(text) && !insideNonTextContext(node)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return findings;
}

const files = clientSourceFiles().filter((file) => !isCatalogueFile(file) && !EXEMPT.some((pattern) => pattern.test(file)));
/** The client's areas, one test each, so each names the folder to fix. */
const areas = [...new Set(files.map((file) => (file.startsWith('features/') ? file.split('/').slice(0, 2).join('/') : file.split('/')[0] ?? file)))];

describe('texts come from catalogues', () => {
  it('finds a literal text in a component (the check itself)', () => {
    const found = literalTexts(
      'example.tsx',
      `export const A = () => <p title="Hello there" className="p-2">Book now {n}</p>;
       const note = 'Network error. Please try again.';
       const key = 'shop-settings';
       throw new Error('Not a date');`,
    );
    expect(found.map((finding) => finding.text)).toEqual(['Hello there', 'Book now', 'Network error. Please try again.']);
  });

  it.each(areas)('%s has no text outside its catalogues', (area) => {
    const found = files
      .filter((file) => file === area || file.startsWith(`${area}/`))
      .flatMap((file) =>
        literalTexts(file, readFileSync(path.join(CLIENT_DIR, file), 'utf8')).map((finding) => `${file}:${finding.line} "${finding.text}"`),
      );
    expect(found, `texts to move into a catalogue (texts.ts):\n${found.join('\n')}`).toEqual([]);
  });
});
