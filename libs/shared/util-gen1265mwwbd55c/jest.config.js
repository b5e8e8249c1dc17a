module.exports = { ...require('../../../jest.preset.js'), displayName: '@nfx/util-gen1265mwwbd55c', testEnvironment: 'node' };
