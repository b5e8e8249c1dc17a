import fs from 'node:fs';
import path from 'node:path';
import { seedLocales } from '../../src/seed/content/locales';
import { localizedContent } from '../../src/seed/content/localized';
import { messageNamespaces } from '../../src/seed/content/messages/catalogue';
import { createTestApp, type TestApp } from '../helpers/test-app';

const MESSAGES_DIR = path.join(__dirname, '../../src/seed/content/messages');
const REFERENCE = 'en';
const locales = seedLocales.map((locale) => locale.code);
const namespaces = fs
  .readdirSync(path.join(MESSAGES_DIR, REFERENCE))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''))
  .sort();

type Flat = Map<string, unknown>;

/**
 * Leaves by dotted key; anything that is not a plain object becomes a leaf, so bad values are
 * caught. Arrays are walked by index only where a file may hold lists (CMS content, not messages).
 */
function flatten(value: unknown, prefix = '', into: Flat = new Map(), walkArrays = false): Flat {
  if (typeof value === 'object' && value !== null && (walkArrays || !Array.isArray(value))) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into, walkArrays);
  } else {
    into.set(prefix, value);
  }
  return into;
}

function readCatalogue(locale: string, namespace: string): Flat {
  const file = path.join(MESSAGES_DIR, locale, `${namespace}.json`);
  if (!fs.existsSync(file)) throw new Error(`${locale}/${namespace}.json is missing`);
  return flatten(JSON.parse(fs.readFileSync(file, 'utf8')));
}

const variables = (text: unknown) =>
  new Set(typeof text === 'string' ? [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]) : []);

describe('message catalogues', () => {
  it('seeds exactly the namespaces that have files', () => {
    expect([...messageNamespaces].sort()).toEqual(namespaces);
  });

  it('has a folder for every locale and no folder for an unknown one', () => {
    const folders = fs
      .readdirSync(MESSAGES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...locales].sort());
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    const reference = readCatalogue(REFERENCE, namespace);

    it('has only non-empty strings under keys without dots in English', () => {
      const bad = [...reference]
        .filter(([key, value]) => typeof value !== 'string' || value.trim() === '' || key.split('.').some((part) => part === ''))
        .map(([key]) => key);
      expect(bad).toEqual([]);
    });

    it.each(locales.filter((locale) => locale !== REFERENCE))('%s has the same keys as English', (locale) => {
      const translation = readCatalogue(locale, namespace);
      const missing = [...reference.keys()].filter((key) => !translation.has(key));
      const extra = [...translation.keys()].filter((key) => !reference.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it.each(locales.filter((locale) => locale !== REFERENCE))('%s has no empty or non-string texts', (locale) => {
      const translation = readCatalogue(locale, namespace);
      const empty = [...translation].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
      expect(empty).toEqual([]);
    });

    it.each(locales.filter((locale) => locale !== REFERENCE))('%s keeps every {{variable}} of English and adds none', (locale) => {
      const translation = readCatalogue(locale, namespace);
      const mismatched = [...reference]
        .filter(([key]) => translation.has(key))
        .filter(([key, value]) => {
          const expected = variables(value);
          const actual = variables(translation.get(key));
          return expected.size !== actual.size || [...expected].some((name) => !actual.has(name));
        })
        .map(([key]) => key);
      expect(mismatched).toEqual([]);
    });
  });

  it('covers every error type of the catalogue', async () => {
    const { errorTypes } = await import('@nfx/errors');
    const errors = readCatalogue(REFERENCE, 'errors');
    expect(errorTypes.filter((type) => !errors.has(type))).toEqual([]);
  });

  it('has a text for every validation message key the shared rules report', async () => {
    const { messageKeys } = await import('@nfx/validation');
    const validation = readCatalogue(REFERENCE, 'validation');
    const missing = Object.values(messageKeys).filter((key) => !validation.has(key.replace(/^validation\./, '')));
    expect(missing).toEqual([]);
  });

  it.each(locales.filter((locale) => locale !== REFERENCE))('translated CMS content of %s has the shape of English', (locale) => {
    const reference = flatten(localizedContent.en, '', new Map(), true);
    const translation = flatten(localizedContent[locale], '', new Map(), true);
    expect([...translation.keys()].sort()).toEqual([...reference.keys()].sort());
    expect([...translation].filter(([, value]) => typeof value !== 'string' || value === '').map(([key]) => key)).toEqual([]);
  });

  describe('served catalogue', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp();
    }, 60000);
    afterAll(() => testApp.close());

    it('serves every namespace for German with every key of the files', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/nfx/i18n/messages/de' });
      const served = response.json();
      expect(Object.keys(served).sort()).toEqual(namespaces);
      for (const namespace of namespaces) {
        expect(flatten(served[namespace])).toEqual(readCatalogue('de', namespace));
      }
    });
  });
});
