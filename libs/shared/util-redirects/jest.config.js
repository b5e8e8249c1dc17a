module.exports = { ...require('../../../jest.preset.js'), displayName: '@nfx/redirects', testEnvironment: 'node' };
