// jsdom lacks the fetch family; tests mock the network at the fetch boundary with real
// Request/Response objects, so expose Node's implementations inside the jsdom window.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'ReadableStream',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
      'BroadcastChannel',
      'TransformStream',
    ]) {
      if (typeof this.global[name] === 'undefined' && typeof globalThis[name] !== 'undefined') {
        this.global[name] = globalThis[name];
      }
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
