import type { BalanceResult } from '../../analysis/balance/answer.ts';
import { beyond } from '../../analysis/balance/compare.ts';
import { VERSION } from '../../core/version.ts';
import { fault } from '../../engine/faults.ts';
import type { Scenario } from '../../scenario/load.ts';
import { esc } from '../html.ts';
import { PAGE_CSS } from '../page-style.ts';
import { renderSvg, scopeIds } from '../vega.ts';
import { balanceCsv } from './csv.ts';
import {
  breakEvenChart,
  effectItems,
  matrixChart,
  rankedChart,
  ratingItems,
  rulingItems,
} from './charts.ts';
import type { TopLevelSpec } from 'vega-lite';

/**
 * The balance report: one self-contained page (inline SVG, no scripts) with each question's
 * finding in words, its chart and its numbers; balance.json, balance.csv and the charts as
 * files beside it. Returns the files by path; the caller writes them atomically.
 */
export async function balanceReport(
  scenario: Scenario,
  r: BalanceResult,
  opts: { date?: Date } = {},
): Promise<Record<string, string>> {
  if (fault('report-fails') !== undefined) throw new Error('injected report failure');
  const charts: Record<string, string> = {};
  const figure = async (file: string, spec: TopLevelSpec) => {
    const svg = await renderSvg(spec);
    charts[`charts/${file}`] = svg;
    return `<figure class="chart">${scopeIds(svg, file.replace(/\W/g, '-'))}<figcaption><a href="charts/${esc(file)}">charts/${esc(file)}</a></figcaption></figure>`;
  };
  const sections: string[] = [];
  for (const [i, b] of (r.breakEven ?? []).entries()) {
    const chart = await figure(
      `break-even-${i + 1}.svg`,
      breakEvenChart(b, `${b.metric} against ${b.param}`),
    );
    const cost =
      b.method === 'simulation'
        ? `<p class="note">${b.trials.toLocaleString('en-US')} trials${b.naiveTrials ? `; a fixed grid of the same precision would need about ${b.naiveTrials.toLocaleString('en-US')}` : ''}.</p>`
        : '<p class="note">Exact values: no simulation.</p>';
    sections.push(
      `<section id="break-even-${i + 1}"><h2>Break-even${(r.breakEven?.length ?? 0) > 1 ? ` · ${esc(b.matchup)}` : ''}</h2><p class="lede">${esc(b.finding)}</p>${chart}${cost}</section>`,
    );
  }
  for (const [i, t] of (r.tierList ?? []).entries()) {
    const parts: string[] = [];
    for (const [j, rr] of t.roundRobins.entries()) {
      const where = rr.label ? ` at ${rr.label}` : '';
      const ratings = await figure(
        `tier-list-${i + 1}-${j + 1}-ratings.svg`,
        rankedChart(
          ratingItems(rr),
          `Ratings${where}`,
          rr.method === 'exact'
            ? 'Bradley–Terry fit to exact scores, Elo-style points'
            : 'Bradley–Terry fit, Elo-style points, 95% intervals; entrants that overlap the head of a tier share it',
          { title: 'rating', format: '.0f' },
        ),
      );
      const matrix = await figure(
        `tier-list-${i + 1}-${j + 1}-matrix.svg`,
        matrixChart(t.entrants, rr, `Round robin${where}`),
      );
      const rows = rr.ranking.map(
        (e) =>
          `<tr><td>${e.rank}</td><td>${e.tier}</td><th>${esc(e.name)}</th><td class="num">${e.rating.toFixed(0)}</td><td class="num small">${rr.method === 'exact' ? 'exact' : `${e.low.toFixed(0)} to ${e.high.toFixed(0)}`}</td></tr>`,
      );
      parts.push(
        `<h3>${esc(rr.finding)}</h3><p class="note">${rr.method}${rr.trials ? `, ${rr.trials.toLocaleString('en-US')} trials` : ''}</p>${ratings}${matrix}<div class="scroll"><table><thead><tr><th>rank</th><th>tier</th><th>entrant</th><th class="num">rating</th><th class="num">95% interval</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`,
      );
    }
    sections.push(
      `<section id="tier-list-${i + 1}"><h2>Tier list${(r.tierList?.length ?? 0) > 1 ? ` · ${esc(t.matchup)}` : ''}</h2>${parts.join('\n')}</section>`,
    );
  }
  if (r.houseRule) {
    const h = r.houseRule;
    const chart = await figure(
      'house-rule.svg',
      rankedChart(
        effectItems(h.effects, (e) => beyond(e, h.threshold)),
        'Change from the baseline, per cell',
        `variant − baseline with 95% intervals (paired on common random numbers); threshold ${h.threshold}`,
        { title: 'change', format: '+.1%', zero: true },
      ),
    );
    sections.push(
      `<section id="house-rule"><h2>House-rule impact</h2><p class="lede">${esc(h.summary)}</p>${chart}</section>`,
    );
  }
  if (r.rulings) {
    const g = r.rulings;
    const chart = await figure(
      'rulings.svg',
      rankedChart(
        rulingItems(g.ranked),
        'Which rulings matter',
        'largest move of a headline metric in any cell, with its 95% interval',
        { title: 'largest change', format: '+.1%', zero: true },
      ),
    );
    const skipped = g.skipped.length
      ? `<p class="note">Not varied: ${g.skipped.map((s) => `<code>${esc(s.option)}</code> (${esc(s.reason)})`).join('; ')}.</p>`
      : '';
    sections.push(
      `<section id="rulings"><h2>Which rulings matter</h2><p class="lede">${esc(g.summary)}</p>${chart}${skipped}</section>`,
    );
  }
  const date = opts.date ?? new Date();
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="highnoon ${esc(VERSION)}">
<title>${esc(r.scenario)} · highnoon balance</title>
<style>${PAGE_CSS}</style>
</head>
<body>
<header>
<p class="kicker">highnoon balance · ${esc(r.ruleset)} · ${esc(r.procedure)}</p>
<h1>${esc(r.scenario)}</h1>
${scenario.spec.description ? `<p class="lede">${esc(scenario.spec.description)}</p>` : ''}
</header>
<main>
${sections.join('\n')}
<section id="source"><h2>Scenario</h2><pre><code>${esc(scenario.source)}</code></pre><p class="note">Every figure is in <a href="balance.csv">balance.csv</a> and <a href="balance.json">balance.json</a>.</p></section>
</main>
<footer>Generated ${esc(date.toISOString().slice(0, 16).replace('T', ' '))} UTC by highnoon ${esc(VERSION)} · seed "${esc(r.seed)}" · the same seed gives the same numbers on any machine.</footer>
</body>
</html>
`;
  return {
    'index.html': html,
    'balance.json': JSON.stringify(r, null, 2) + '\n',
    'balance.csv': balanceCsv(r),
    ...charts,
  };
}
