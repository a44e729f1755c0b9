import { describe, expect, it } from 'vitest';
import { MAX_HISTOGRAM_PANELS, selectCharts, type Shape } from '../../src/report/charts.ts';

const metrics: Shape['metrics'] = [
  { name: 'pHit', kind: 'probability' },
  { name: 'meanHits', kind: 'mean' },
  { name: 'hits', kind: 'distribution' },
];
const shape = (over: Partial<Shape> = {}): Shape => ({
  metrics,
  params: [],
  numericParams: [],
  variants: [],
  matchups: 1,
  ...over,
});
const types = (s: Shape, report?: Parameters<typeof selectCharts>[1]) =>
  selectCharts(s, report).charts.map((c) => `${c.type}:${c.metric}`);

describe('chart selection from the scenario shape', () => {
  it('a sweep over two parameters gives heat maps, x the last swept parameter', () => {
    const { charts, problems } = selectCharts(shape({ params: ['weapon', 'range'], matchups: 35 }));
    expect(problems).toEqual([]);
    expect(charts.map((c) => c.type)).toEqual(['heatmap', 'heatmap', 'histogram']);
    expect(charts[0]).toMatchObject({
      metric: 'pHit',
      x: 'range',
      y: 'weapon',
      title: 'pHit by weapon and range',
    });
  });

  it('one text parameter gives bars, one numeric parameter lines', () => {
    expect(types(shape({ params: ['weapon'], matchups: 7 }))).toEqual([
      'bars:pHit',
      'bars:meanHits',
      'histogram:hits',
    ]);
    expect(
      types(shape({ params: ['distance'], numericParams: ['distance'], matchups: 5 })),
    ).toEqual(['lines:pHit', 'lines:meanHits', 'histogram:hits']);
    expect(selectCharts(shape({ params: ['weapon'] })).charts[0].x).toBe('weapon');
  });

  it('distribution metrics give histograms; no sweep gives bars over the matchups', () => {
    const { charts } = selectCharts(shape());
    expect(charts.find((c) => c.metric === 'hits')?.type).toBe('histogram');
    expect(charts.find((c) => c.metric === 'pHit')).toMatchObject({ type: 'bars', x: undefined });
  });

  it('a distribution over more matchups than a histogram has panels gets no histogram; asked for, it is refused', () => {
    const big = shape({ params: ['weapon', 'range'], matchups: MAX_HISTOGRAM_PANELS + 1 });
    expect(types(shape({ params: ['weapon', 'range'], matchups: MAX_HISTOGRAM_PANELS }))).toEqual([
      'heatmap:pHit',
      'heatmap:meanHits',
      'histogram:hits',
    ]);
    expect(types(big)).toEqual(['heatmap:pHit', 'heatmap:meanHits']);
    const asked = selectCharts(big, { charts: [{ type: 'histogram', metric: 'hits' }] } as never);
    expect(asked.charts).toEqual([]);
    expect(asked.problems[0]).toMatchObject({ path: ['report', 'charts', 0, 'type'] });
    expect(asked.problems[0].message).toMatch(/at most 100; this scenario has 101/);
  });

  it('variants add a difference chart per probability and mean, never per distribution', () => {
    expect(types(shape({ params: ['weapon', 'range'], variants: ['greenhorns-lose-2'] }))).toEqual([
      'heatmap:pHit',
      'heatmap:meanHits',
      'histogram:hits',
      'difference:pHit',
      'difference:meanHits',
    ]);
  });

  it('report.metrics limits the metrics charted', () => {
    expect(types(shape({ params: ['weapon'], variants: ['v'] }), { metrics: ['pHit'] })).toEqual([
      'bars:pHit',
      'difference:pHit',
    ]);
  });
});

describe('report.charts overrides', () => {
  const swept = shape({ params: ['weapon', 'range'], variants: ['v'], matchups: 35 });

  it('gives exactly the charts listed, in order, with their axes and titles', () => {
    const { charts, problems } = selectCharts(swept, {
      charts: [
        { type: 'heatmap', metric: 'pHit', x: 'weapon', y: 'range' },
        { type: 'difference', metric: 'pHit', title: 'What the house rule costs' },
        { type: 'bars', metric: 'meanHits', x: 'range' },
      ],
    });
    expect(problems).toEqual([]);
    expect(charts.map((c) => [c.type, c.x, c.y])).toEqual([
      ['heatmap', 'weapon', 'range'],
      ['difference', undefined, undefined],
      ['bars', 'range', undefined],
    ]);
    expect(charts[1].title).toBe('What the house rule costs');
  });

  it('lines over one of two swept parameters get a series per value of the other', () => {
    const numeric = { ...swept, numericParams: ['range'] };
    const { charts, problems } = selectCharts(numeric, {
      charts: [
        { type: 'lines', metric: 'pHit' },
        { type: 'lines', metric: 'pHit', x: 'weapon' },
      ],
    });
    expect(problems).toEqual([]);
    expect(charts.map((c) => [c.x, c.series])).toEqual([
      ['range', ['weapon']],
      ['weapon', ['range']],
    ]);
    expect(charts[0].title).toBe('pHit by range, a line per weapon');
    // One swept parameter: one series per variant, as before.
    expect(
      selectCharts(shape({ params: ['range'], numericParams: ['range'] }), {
        charts: [{ type: 'lines', metric: 'pHit' }],
      }).charts[0].series,
    ).toBeUndefined();
  });

  it('resolves auto from the shape, and plots one outcome of a distribution as a heat map', () => {
    const { charts } = selectCharts(swept, {
      charts: [
        { type: 'auto', metric: 'hits' },
        { type: 'auto', metric: 'hits', outcome: 1 },
        { type: 'auto', metric: 'pHit', y: 'range' },
      ],
    });
    expect(charts.map((c) => [c.type, c.outcome, c.x, c.y])).toEqual([
      ['histogram', undefined, undefined, undefined],
      ['heatmap', '1', 'range', 'weapon'],
      ['heatmap', undefined, 'weapon', 'range'],
    ]);
  });

  it('names every problem with its path, and suggests the likely metric or parameter', () => {
    const { charts, problems } = selectCharts(shape({ params: ['weapon'] }), {
      charts: [
        { type: 'auto', metric: 'pHits' },
        { type: 'heatmap', metric: 'pHit' },
        { type: 'bars', metric: 'pHit', x: 'weapn' },
        { type: 'histogram', metric: 'meanHits' },
        { type: 'difference', metric: 'pHit' },
        { type: 'bars', metric: 'hits' },
      ],
    });
    expect(charts).toEqual([]);
    expect(problems.map((p) => p.path.join('.'))).toEqual([
      'report.charts.0.metric',
      'report.charts.1.type',
      'report.charts.2.x',
      'report.charts.3.type',
      'report.charts.4.type',
      'report.charts.5.outcome',
    ]);
    expect(problems[0].message).toContain('(did you mean "pHit"?)');
    expect(problems[2].message).toContain('(did you mean "weapon"?)');
  });
});
