import { describe, expect, it } from 'vitest';
import { Layout, sameLayout } from '../../src/core/layout.ts';

const shotLike = (hitsMax: number, description = 'number of hits') =>
  new Layout()
    .mean('pool', 'dice rolled')
    .probability('pHit', 'at least one hit')
    .distribution('hits', 0, hitsMax, description)
    .categories('where', ['head', 'body'], 'location');

describe('Layout', () => {
  it('places each metric at the next free slot, with the keys of its kind only', () => {
    const l = shotLike(2);
    expect(l.size).toBe(1 + 2 + 1 + 3 + 2);
    expect(JSON.stringify(l.metrics)).toBe(
      JSON.stringify([
        { name: 'pool', kind: 'mean', description: 'dice rolled', width: 2, slot: 1 },
        { name: 'pHit', kind: 'probability', description: 'at least one hit', width: 1, slot: 3 },
        {
          name: 'hits',
          kind: 'distribution',
          description: 'number of hits',
          width: 3,
          min: 0,
          slot: 4,
        },
        {
          name: 'where',
          kind: 'distribution',
          description: 'location',
          width: 2,
          labels: ['head', 'body'],
          slot: 7,
        },
      ]),
    );
    expect(Object.keys(l.get('pHit'))).not.toContain('min');
  });

  it('refuses a metric declared twice', () => {
    expect(() => new Layout().mean('a', '').probability('a', '')).toThrow(/declared twice/);
  });
});

describe('sameLayout', () => {
  it('holds for layouts made alike, and fails on any difference in their metrics', () => {
    expect(sameLayout(shotLike(2), shotLike(2))).toBe(true);
    expect(sameLayout(shotLike(2), shotLike(3))).toBe(false);
    expect(sameLayout(shotLike(2), shotLike(2, 'hits'))).toBe(false);
    const other = new Layout()
      .mean('pool', 'dice rolled')
      .probability('pHit', 'at least one hit')
      .distribution('hits', 0, 2, 'number of hits')
      .categories('where', ['head', 'legs'], 'location');
    expect(sameLayout(shotLike(2), other)).toBe(false);
  });
});
