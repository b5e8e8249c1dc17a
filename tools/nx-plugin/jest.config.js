module.exports = { ...require('../../jest.preset.js'), displayName: '@nfx/tools', testEnvironment: 'node' };
