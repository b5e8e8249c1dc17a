import fs from 'node:fs';
import path from 'node:path';
import { seedLocales } from '../../src/seed/content/locales';
import { localizedContent } from '../../src/seed/content/localized';
import { SERVER_NAMESPACES } from '../../src/content/messages-repository';
import { messageNamespaces } from '../../src/seed/content/messages/catalogue';
import { createTestApp, type TestApp } from '../helpers/test-app';

const WORKSPACE = path.join(__dirname, '../../../..');
const MESSAGES_DIR = path.join(__dirname, '../../src/seed/content/messages');
const REFERENCE = 'en';
const locales = seedLocales.map((locale) => locale.code);

/** Every remote (an app with a publication.ts) ships its own namespaces in `src/i18n/<locale>/<namespace>.json`. */
const remotes = fs
  .readdirSync(path.join(WORKSPACE, 'apps'))
  .filter((app) => fs.existsSync(path.join(WORKSPACE, 'apps', app, 'publication.ts')))
  .sort();

/** The platform's catalogues (the shell's namespaces and the game server's), each remote's and the back office's. */
const catalogues = [
  { owner: 'platform', dir: MESSAGES_DIR },
  ...remotes.map((remote) => ({ owner: remote, dir: path.join(WORKSPACE, 'apps', remote, 'src/i18n') })),
  { owner: 'backoffice', dir: path.join(WORKSPACE, 'apps/backoffice/src/i18n') },
];

const namespacesIn = (dir: string) =>
  fs.existsSync(path.join(dir, REFERENCE))
    ? fs
        .readdirSync(path.join(dir, REFERENCE))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.replace(/\.json$/, ''))
        .sort()
    : [];

const namespaces = namespacesIn(MESSAGES_DIR);

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

function readCatalogue(locale: string, namespace: string, dir = MESSAGES_DIR): Flat {
  const file = path.join(dir, locale, `${namespace}.json`);
  if (!fs.existsSync(file)) throw new Error(`${locale}/${namespace}.json is missing`);
  return flatten(JSON.parse(fs.readFileSync(file, 'utf8')));
}

const variables = (text: unknown) =>
  new Set(typeof text === 'string' ? [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]) : []);

describe('message catalogues', () => {
  it('seeds exactly the namespaces that have files', () => {
    expect([...messageNamespaces].sort()).toEqual(namespaces);
  });

  it.each(remotes)('the %s remote ships exactly the namespaces its publication declares', async (remote) => {
    const module = (await import(path.join(WORKSPACE, 'apps', remote, 'publication.ts'))) as { default: { namespaces: string[] } };
    expect([...module.default.namespaces].sort()).toEqual(namespacesIn(path.join(WORKSPACE, 'apps', remote, 'src/i18n')));
  });

  it('gives every namespace one owner', () => {
    const owners = catalogues.flatMap(({ owner, dir }) => namespacesIn(dir).map((namespace) => `${namespace} (${owner})`));
    const names = owners.map((entry) => entry.split(' ')[0]);
    expect(owners.filter((_entry, index) => names.indexOf(names[index]) !== index)).toEqual([]);
  });

  it('loads every back-office text file and no other', () => {
    // Read as text: one app's test does not import another app's code (module boundaries).
    const loader = fs.readFileSync(path.join(WORKSPACE, 'apps/backoffice/src/texts.ts'), 'utf8');
    const list = /BACKOFFICE_TEXT_FILES = \[([^\]]*)\]/.exec(loader)?.[1] ?? '';
    const files = [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
    expect(files.sort()).toEqual(namespacesIn(path.join(WORKSPACE, 'apps/backoffice/src/i18n')));
  });

  describe.each(catalogues)('$owner', ({ dir }) => {
    it('has English texts, a folder for every locale and no folder for an unknown one', () => {
      expect(namespacesIn(dir).length).toBeGreaterThan(0);
      const folders = fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
      expect(folders.sort()).toEqual([...locales].sort());
    });

    it.each(locales.filter((locale) => locale !== REFERENCE))('%s has the files of English', (locale) => {
      const files = fs
        .readdirSync(path.join(dir, locale))
        .filter((file) => file.endsWith('.json'))
        .sort();
      // Sorted as file names: `backoffice-refunds.json` comes before `backoffice.json` ('-' < '.').
      expect(files).toEqual(
        namespacesIn(dir)
          .map((namespace) => `${namespace}.json`)
          .sort(),
      );
    });

    describe.each(namespacesIn(dir))('namespace %s', (namespace) => {
      const reference = readCatalogue(REFERENCE, namespace, dir);

      it('has only non-empty strings under keys without dots in English', () => {
        const bad = [...reference]
          .filter(([key, value]) => typeof value !== 'string' || value.trim() === '' || key.split('.').some((part) => part === ''))
          .map(([key]) => key);
        expect(bad).toEqual([]);
      });

      it.each(locales.filter((locale) => locale !== REFERENCE))('%s has the same keys as English', (locale) => {
        const translation = readCatalogue(locale, namespace, dir);
        const missing = [...reference.keys()].filter((key) => !translation.has(key));
        const extra = [...translation.keys()].filter((key) => !reference.has(key));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it.each(locales.filter((locale) => locale !== REFERENCE))('%s has no empty or non-string texts', (locale) => {
        const translation = readCatalogue(locale, namespace, dir);
        const empty = [...translation].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
        expect(empty).toEqual([]);
      });

      it.each(locales.filter((locale) => locale !== REFERENCE))('%s keeps every {{variable}} of English and adds none', (locale) => {
        const translation = readCatalogue(locale, namespace, dir);
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

    it('serves the shell namespaces for German with every key of the files, and no remote or server-only one', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/nfx/i18n/messages/de' });
      const served = response.json();
      const pageNamespaces = namespaces.filter((namespace) => !SERVER_NAMESPACES.includes(namespace));
      expect(Object.keys(served).sort()).toEqual(pageNamespaces);
      for (const namespace of pageNamespaces) {
        expect(flatten(served[namespace])).toEqual(readCatalogue('de', namespace));
      }
    });
  });
});
