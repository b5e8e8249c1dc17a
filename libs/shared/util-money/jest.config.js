module.exports = { ...require('../../../jest.preset.js'), displayName: '@nfx/money', testEnvironment: 'node' };
