import { stableJobId } from '../../src/jobs/stable-job-id';

describe('stableJobId', () => {
  it('gives one UUID per text, and different ones to different texts', () => {
    const ids = ['export 1', 'export 2', 'loyalty.points@2026-01-01T00:00:00.000Z'].map(stableJobId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(3);
    expect(stableJobId('export 1')).toBe(ids[0]);
  });
});
