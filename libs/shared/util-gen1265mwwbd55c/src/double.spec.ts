import { double } from './index';

it('doubles', () => {
  expect(double(21)).toBe(42);
});
