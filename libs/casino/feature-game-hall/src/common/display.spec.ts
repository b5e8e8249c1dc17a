import { displayOf } from './display';

describe('displayOf', () => {
  const base = { name: 'Own name', image_url: '/own.png' };
  it.each([
    ['empty overrides', { name: '', img_288_192: '' }, { name: 'Own name', image: '/own.png' }],
    ['blank overrides', { name: ' ', img_288_192: '  ' }, { name: 'Own name', image: '/own.png' }],
    ['name only', { name: 'Described', img_288_192: '' }, { name: 'Described', image: '/own.png' }],
    ['image only', { name: '', img_288_192: '/described.png' }, { name: 'Own name', image: '/described.png' }],
    ['both', { name: 'Described', img_288_192: '/described.png' }, { name: 'Described', image: '/described.png' }],
  ])('%s', (_label, description, expected) => {
    expect(displayOf({ ...base, description })).toEqual(expected);
  });
});
