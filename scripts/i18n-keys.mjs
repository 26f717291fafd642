// The admin's translation keys, read from its sources (issue 29): the first
// argument of every t(), translate() and msg() call written as a literal
// text, plus the texts the admin shows from the entity manifests (labels,
// nouns, spec §8 messages, screen titles, menu sections, field labels and
// value labels; see manifestTexts). Used by client/src/admin/core/i18n/i18n.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const TRANSLATORS = new Set(['t', 'msg', 'translate']);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function calleeName(expression) {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return undefined;
}

/**
 * Keys used in the admin's code: Map of key to the files using it. `dynamic`
 * lists calls whose key is not a literal (they translate a manifest's or a
 * config's text, covered by manifestTexts and msg()).
 */
export function codeKeys(root) {
  const keys = new Map();
  const dynamic = [];
  for (const file of sourceFiles(join(root, 'client/src/admin'))) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const visit = (node) => {
      if (ts.isCallExpression(node) && TRANSLATORS.has(calleeName(node.expression) ?? '') && node.arguments.length > 0) {
        const [first] = node.arguments;
        if (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)) {
          const files = keys.get(first.text) ?? new Set();
          files.add(relative(root, file));
          keys.set(first.text, files);
        } else {
          dynamic.push(`${relative(root, file)}:${source.getLineAndCharacterOfPosition(first.getStart()).line + 1}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { keys, dynamic };
}

/** The manifest texts the admin shows (translated where shown with t(text)). */
export function manifestTexts(manifests) {
  const texts = new Set();
  const add = (value) => {
    if (typeof value === 'string' && /\p{L}/u.test(value)) texts.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(add);
  };
  for (const manifest of manifests) {
    add(manifest.label);
    add(manifest.nouns);
    add(manifest.messages);
    add(manifest.trash?.label);
    for (const field of Object.values(manifest.fields ?? {})) {
      add(field.label);
      add(field.values);
    }
    for (const screen of manifest.screens ?? []) {
      add(screen.title);
      add(screen.menu?.section);
    }
  }
  return texts;
}
