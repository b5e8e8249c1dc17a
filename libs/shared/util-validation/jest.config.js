module.exports = { ...require('../../../jest.preset.js'), displayName: '@nfx/validation', testEnvironment: 'node' };
