// Loaded for every test file: DOM matchers only make sense where a DOM exists.
if (typeof document !== 'undefined') {
  require('@testing-library/jest-dom');
}
