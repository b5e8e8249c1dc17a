export { double } from './double';
