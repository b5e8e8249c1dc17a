module.exports = { ...require('../../../jest.preset.js'), displayName: '@nfx/format', testEnvironment: 'node' };
