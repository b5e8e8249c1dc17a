module.exports = { ...require('../../../jest.preset.js'), displayName: '@nfx/errors', testEnvironment: 'node' };
