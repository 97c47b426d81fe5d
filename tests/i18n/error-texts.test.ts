import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ERROR_CODE_TEXTS, errorTexts } from '../../src/client/lib/texts-errors.js';

// The forms show the shared schemas' messages and the screens show the server's answers; both are
// written in English. Each must be in the error catalogue (by its text, or by its code when the
// text has values in it), so that it can be shown in Hindi.

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));
const known = new Set<string>(Object.values(errorTexts.en).filter((text) => typeof text === 'string'));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function sources(dir: string): { file: string; sourceFile: ts.SourceFile }[] {
  return readdirSync(path.join(SRC, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => {
      const full = path.join(SRC, dir, file);
      return { file: path.join(dir, file), sourceFile: ts.createSourceFile(full, readFileSync(full, 'utf8'), ts.ScriptTarget.Latest, true) };
    });
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  ts.forEachChild(node, (child) => { walk(child, visit); });
}

const callee = (call: ts.CallExpression | ts.NewExpression) =>
  ts.isIdentifier(call.expression) ? call.expression.text : ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : '';

describe('error texts', () => {
  it("every validation message of the shared schemas is in the catalogue", () => {
    const missing: string[] = [];
    for (const { file, sourceFile } of sources('shared/schemas')) {
      walk(sourceFile, (node) => {
        const isText = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);
        if (!isText) return;
        const parent = node.parent;
        const isMessage =
          (ts.isPropertyAssignment(parent) && ['message', 'error'].includes(parent.name.getText())) ||
          (ts.isCallExpression(parent) && parent.arguments.indexOf(node) > 0);
        if (!isMessage) return;
        // A message with values (`At most ${N} days off`) must match a catalogue text with them filled in.
        const pattern = ts.isTemplateExpression(node)
          ? new RegExp(`^${[node.head.text, ...node.templateSpans.map((span) => span.literal.text)].map(escape).join('.+')}$`)
          : null;
        const text = ts.isTemplateExpression(node) ? node.getText() : node.text;
        if (!/^[`]?\p{Lu}/u.test(text) || !text.includes(' ')) return;
        const found = pattern ? [...known].some((english) => pattern.test(english)) : known.has(text);
        if (!found) missing.push(`${file}: ${text}`);
      });
    }
    expect(missing).toEqual([]);
  });

  it("every answer the server writes for people is in the catalogue, by its text or its code", () => {
    const missing: string[] = [];
    for (const { file, sourceFile } of sources('server')) {
      walk(sourceFile, (node) => {
        if (!ts.isCallExpression(node) && !ts.isNewExpression(node)) return;
        const name = callee(node);
        const args = node.arguments ?? ts.factory.createNodeArray();
        const [codeArg, messageArg] =
          name === 'AppError' ? [args[1], args[2]] : name === 'conflict' ? [args[0], args[1]] : name === 'badRequest' ? [undefined, args[1]] : [];
        if (!messageArg) return;
        const code = codeArg && ts.isStringLiteral(codeArg) ? codeArg.text : undefined;
        if (code && Object.hasOwn(ERROR_CODE_TEXTS, code)) return;
        if (ts.isStringLiteral(messageArg) || ts.isNoSubstitutionTemplateLiteral(messageArg)) {
          if (!known.has(messageArg.text)) missing.push(`${file}: ${code ?? 'VALIDATION_ERROR'} "${messageArg.text}"`);
        } else if (ts.isTemplateExpression(messageArg)) {
          missing.push(`${file}: ${code ?? 'VALIDATION_ERROR'} has values in its text: give its code a text in ERROR_CODE_TEXTS`);
        }
      });
    }
    expect(missing).toEqual([]);
  });
});
