module.exports = { ...require('../../../jest.preset.js'), displayName: '@nfx/api-contract', testEnvironment: 'node' };
