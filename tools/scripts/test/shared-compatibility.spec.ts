import path from 'node:path';

type Satisfies = (version: string, range: string | false) => boolean;
let satisfies: Satisfies;

beforeAll(async () => {
  ({ satisfies } = (await import(path.resolve(__dirname, '../shared-compatibility.mjs'))) as { satisfies: Satisfies });
});

/** The ranges the federation config writes into a remote's shared-requires.json, as npm reads them. */
describe('satisfies', () => {
  it.each([
    ['19.2.3', '^19.2.0', true],
    ['19.1.9', '^19.2.0', false],
    ['20.0.0', '^19.2.0', false],
    ['0.1.4', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['0.1.0', '^0.2.0', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['5.108.9', '~5.108.0', true],
    ['5.109.0', '~5.108.0', false],
    ['2.0.0', '>=1.4.0', true],
    ['1.3.9', '>=1.4.0', false],
    ['0.5.16', '0.5.16', true],
    ['0.5.17', '0.5.16', false],
    ['anything', false, true],
    ['1.0.0', '*', true],
    ['not a version', '^1.0.0', false],
    ['1.0.0', 'not a range', false],
    // npm's prerelease rule: a prerelease is not the release it precedes, nor inside a plain range.
    ['19.2.0-rc.1', '^19.2.0', false],
    ['19.3.0-beta.1', '^19.2.0', false],
    ['19.2.0-rc.2', '^19.2.0-rc.1', true],
    ['19.3.0-beta.1', '*', true],
    ['2.1.0', '^1.0.0 || ^2.0.0', true],
    ['3.0.0', '^1.0.0 || ^2.0.0', false],
    [' 19.2.3 ', ' ^19.2.0 ', true],
  ] as Array<[string, string | false, boolean]>)('%s satisfies %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});
