import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTITIES } from '../../../../../shared/entities';
import { PAGES } from '../../../../../shared/entities/pages';
import { codeKeys, manifestTexts } from '../../../../../scripts/i18n-keys.mjs';
import { GUJARATI } from './gu';

/**
 * Issue 29.5: the Gujarati admin stays complete. Keys are the English texts
 * (the spec's); these checks fail on a text with no Gujarati, a Gujarati text
 * nothing shows any more, placeholders that differ between the two, and an
 * English text ICU would not print as written.
 */
const root = path.resolve(__dirname, '../../../../..');
const { keys } = codeKeys(root);
const fromManifests = manifestTexts([...ENTITIES, { screens: PAGES }]);
const allKeys = new Set([...keys.keys(), ...fromManifests]);

/** Placeholder names and their kinds ('name', 'count:plural'), sorted. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time)
        found.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        found.add(`${element.value}:${element.type === TYPE.plural ? 'plural' : 'select'}`);
        Object.values(element.options).forEach((option) => walk(option.value));
      }
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return [...found].sort();
}

describe('the Gujarati catalogue', () => {
  it('has every text the admin shows', () => {
    const missing = [...allKeys].filter((key) => !(key in GUJARATI)).map((key) => `${key}  (${[...(keys.get(key) ?? ['a manifest'])].join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('has no text the admin no longer shows', () => {
    expect(Object.keys(GUJARATI).filter((key) => !allKeys.has(key))).toEqual([]);
  });

  it('has the same placeholders as the English, and no empty text', () => {
    const differing = Object.entries(GUJARATI)
      .filter(([english, gujarati]) => !gujarati.trim() || placeholders(english).join() !== placeholders(gujarati).join())
      .map(([english, gujarati]) => `${english} → ${gujarati}`);
    expect(differing).toEqual([]);
  });

  it('gives each text one Gujarati, in one file (common words in common.json)', () => {
    const files = import.meta.glob<Record<string, string>>('./gu/*.json', { eager: true, import: 'default' });
    const owners = new Map<string, string[]>();
    for (const [file, entries] of Object.entries(files)) for (const key of Object.keys(entries)) owners.set(key, [...(owners.get(key) ?? []), file]);
    expect([...owners].filter(([, inFiles]) => inFiles.length > 1).map(([key, inFiles]) => `${key}: ${inFiles.join(', ')}`)).toEqual([]);
  });

  it('keeps English texts printable as written (no apostrophe quoting a placeholder)', () => {
    const quoting = [...allKeys].filter((key) => /'[{}]|[{}]'/.test(key));
    expect(quoting).toEqual([]);
    for (const key of allKeys) expect(() => parse(key, { ignoreTag: true })).not.toThrow();
  });
});
