import { displayOf } from './display';

describe('displayOf', () => {
  const base = { name: 'Own name', image_url: '/own.png' };
  it.each([
    ['no description', undefined, { name: 'Own name', image: '/own.png' }],
    ['null description', null, { name: 'Own name', image: '/own.png' }],
    ['empty overrides', { name: '', img_288_192: '  ' }, { name: 'Own name', image: '/own.png' }],
    ['name only', { name: 'Described' }, { name: 'Described', image: '/own.png' }],
    ['both', { name: 'Described', img_288_192: '/described.png' }, { name: 'Described', image: '/described.png' }],
  ])('%s', (_label, description, expected) => {
    expect(displayOf({ ...base, description })).toEqual(expected);
  });
});
