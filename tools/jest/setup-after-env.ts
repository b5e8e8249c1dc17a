// Loaded for every test file: DOM matchers only make sense where a DOM exists.
if (typeof document !== 'undefined') {
  require('@testing-library/jest-dom');
  // `findBy…` and `waitFor` give up after 1 s by default. CI runs two Jest projects side by side on
  // two cores, and a page that renders after its mocked query then took more than a second at times
  // (seen at load averages of 10–27). A correct page still passes at once; a broken one fails in 5 s.
  require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
}
