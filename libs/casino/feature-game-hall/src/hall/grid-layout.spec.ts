import { gridLayout } from './grid-layout';

describe('gridLayout', () => {
  it.each([
    [288, 2],
    [320, 2],
    [600, 4],
    [736, 5],
    [1000, 5],
    [1392, 7],
    [1880, 10],
    [4000, 10],
  ])('fits %i px into %i columns', (width, columns) => {
    expect(gridLayout(width).columns).toBe(columns);
  });

  it('never lets a row overflow its container', () => {
    for (let width = 280; width <= 1920; width += 7) {
      const { columns, gap, tileWidth } = gridLayout(width);
      expect(columns * tileWidth + (columns - 1) * gap).toBeLessThanOrEqual(width + 0.001);
    }
  });

  it('keeps the artwork at 3:2 plus the caption and gap', () => {
    const layout = gridLayout(1000);
    expect(layout.rowHeight).toBe(Math.round((layout.tileWidth * 2) / 3 + 36 + layout.gap));
  });
});
