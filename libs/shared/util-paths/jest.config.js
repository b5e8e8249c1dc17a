module.exports = { ...require('../../../jest.preset.js'), displayName: '@nfx/paths', testEnvironment: 'node' };
