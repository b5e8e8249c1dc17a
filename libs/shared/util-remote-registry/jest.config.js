module.exports = { ...require('../../../jest.preset.js'), displayName: '@nfx/remote-registry', testEnvironment: 'node' };
