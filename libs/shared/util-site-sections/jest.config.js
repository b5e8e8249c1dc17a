module.exports = { ...require('../../../jest.preset.js'), displayName: '@nfx/site-sections', testEnvironment: 'node' };
