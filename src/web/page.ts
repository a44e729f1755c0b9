// The odds page (`highnoon web`): the CLI's `odds` in a browser. Fields come from the same
// declarations as the flags, are coerced and validated by the same functions (so the messages
// are the CLI's), the exact answer is computed here, and a seeded simulation runs in a Web
// Worker. The state lives in the URL's fragment, so a link reproduces the answer.
import {
  combine,
  type MetricResult,
  type Simulated,
  type SimulatedDistribution,
} from '../analysis/summarize.ts';
import { fmt } from '../core/format.ts';
import { coerce, defaultsOf, kebab, type Field, type Fields } from '../rulesets/fields.ts';
import { RULESETS } from '../rulesets/registry.ts';
import type { Procedure, Ruleset } from '../rulesets/types.ts';
import { flagOf, resolveMatchup } from '../rulesets/validate.ts';
import { ODDS_DEFAULTS as ODDS_PAGE } from '../analysis/odds-defaults.ts';

type State = Record<string, string>;

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  text?: string,
) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
};

const oddsProcedures = (r: Ruleset) => Object.values(r.procedures).filter((p) => !p.paramsSchema);

function readHash(): State {
  const state: State = {};
  for (const [k, v] of new URLSearchParams(location.hash.slice(1))) state[k] = v;
  return state;
}

/** One input for a field: a select for choices, a checkbox for flags, a text box for numbers. */
function input(id: string, name: string, f: Field, value: string | undefined): HTMLElement {
  const label = el('label', { for: id });
  label.append(el('code', {}, name), ' ');
  let control: HTMLInputElement | HTMLSelectElement;
  if (f.kind === 'enum') {
    control = el('select', { id, name });
    if (f.default === undefined) control.append(el('option', { value: '' }, '—'));
    for (const v of f.values) control.append(el('option', { value: v }, v));
    control.value = value ?? (f.default as string | undefined) ?? '';
  } else if (f.kind === 'boolean') {
    control = el('input', { id, name, type: 'checkbox' });
    control.checked = value === undefined ? f.default : value === 'true';
  } else {
    control = el('input', {
      id,
      name,
      type: 'text',
      inputmode: 'decimal',
      placeholder: f.default === undefined ? (f.unit ?? 'number') : String(f.default),
    });
    control.value = value ?? '';
  }
  const row = el('div', { class: `field ${f.kind}` });
  row.append(
    label,
    control,
    el(
      'small',
      {},
      f.description +
        (f.ruling ? ` Ruling: ${f.ruling}` : '') +
        (f.section ? ` (${f.section})` : ''),
    ),
  );
  label.title = f.description;
  return row;
}

/** The raw value of a control, or undefined when left at "not given". */
function rawValue(f: Field, control: HTMLInputElement | HTMLSelectElement): unknown {
  if (f.kind === 'boolean') return (control as HTMLInputElement).checked;
  if (control.value === '') return undefined;
  return coerce(f, control.value);
}

function render(): void {
  const state = readHash();
  const ruleset = RULESETS.find((r) => r.id === state.ruleset) ?? RULESETS[0];
  const procs = oddsProcedures(ruleset);
  const procedure = procs.find((p) => p.id === state.procedure) ?? procs[0];
  const rs = $<HTMLSelectElement>('ruleset');
  rs.replaceChildren(
    ...RULESETS.filter((r) => oddsProcedures(r).length).map((r) =>
      el('option', { value: r.id }, `${r.title} (${r.id})`),
    ),
  );
  rs.value = ruleset.id;
  const ps = $<HTMLSelectElement>('procedure');
  ps.replaceChildren(...procs.map((p) => el('option', { value: p.id }, `${p.title} (${p.id})`)));
  ps.value = procedure.id;
  $('procedure-description').textContent = procedure.description;
  $('fields').replaceChildren(
    ...Object.entries(procedure.params).map(([name, f]) =>
      input(`param-${name}`, `--${kebab(name)}`, f, state[name]),
    ),
  );
  $('options').replaceChildren(
    ...Object.entries(ruleset.options).map(([name, f]) =>
      input(`option-${name}`, name, f, state[`option.${name}`]),
    ),
  );
  answer(ruleset, procedure);
}

/** The form as URL parameters: params as given, options only where they differ from the ruling. */
function collect(
  ruleset: Ruleset,
  procedure: Procedure,
): { state: State; params: Record<string, unknown>; options: Record<string, unknown> } {
  const state: State = { ruleset: ruleset.id, procedure: procedure.id };
  const params: Record<string, unknown> = {};
  const options: Record<string, unknown> = {};
  const read = (
    fields: Fields,
    prefix: string,
    into: Record<string, unknown>,
    idPrefix: string,
    onlyChanged: boolean,
  ) => {
    const defaults = defaultsOf(fields);
    for (const [name, f] of Object.entries(fields)) {
      const v = rawValue(f, $<HTMLInputElement>(`${idPrefix}${name}`));
      if (v === undefined || (f.kind === 'boolean' && v === false && !onlyChanged)) continue;
      if (onlyChanged && v === defaults[name]) continue;
      into[name] = v;
      state[`${prefix}${name}`] = String(v);
    }
  };
  read(procedure.params, '', params, 'param-', false);
  read(ruleset.options, 'option.', options, 'option-', true);
  return { state, params, options };
}

let worker: Worker | undefined;

function answer(ruleset: Ruleset, procedure: Procedure): void {
  const { state, params, options } = collect(ruleset, procedure);
  const hash = '#' + new URLSearchParams(state).toString();
  if (location.hash !== hash) history.replaceState(null, '', hash);
  $<HTMLInputElement>('share').value = location.href;
  worker?.terminate();
  worker = undefined;
  const resolved = resolveMatchup(ruleset, procedure, params, options);
  const problems = $('problems');
  if (resolved.problems.length) {
    problems.replaceChildren(
      ...resolved.problems.map((p) => el('li', {}, `${flagOf(p)}: ${p.message}`)),
    );
    $('answer').hidden = true;
    return;
  }
  problems.replaceChildren();
  $('answer').hidden = false;
  const layout = procedure.metrics(resolved.params, resolved.options);
  const exact = procedure.exact?.(resolved.params, resolved.options);
  const notes = procedure.notes?.(resolved.params, resolved.options) ?? [];
  const warnings = (procedure.warnings?.(resolved.params, resolved.options) ?? []).map(
    (w) => `warning: --${kebab(w.key)}: ${w.message}`,
  );
  $('explanation').textContent = [
    procedure.explain?.(resolved.params, resolved.options) ?? '',
    ...notes.map((n) => `note: ${n}`),
    ...warnings,
  ]
    .filter(Boolean)
    .join('\n');
  show(combine(layout, exact));
  const status = $('sim-status');
  status.textContent = `simulating ${ODDS_PAGE.trials.toLocaleString('en')} trials (seed "${ODDS_PAGE.seed}")…`;
  status.dataset.state = 'running';
  const w = new Worker(WORKER_URL);
  worker = w;
  w.onmessage = (e: MessageEvent<{ progress?: number; simulated?: Record<string, Simulated> }>) => {
    if (e.data.progress !== undefined) {
      status.textContent = `simulating… ${Math.round(e.data.progress * 100)}%`;
      return;
    }
    show(combine(layout, exact, e.data.simulated));
    status.textContent = `simulated ${ODDS_PAGE.trials.toLocaleString('en')} trials, seed "${ODDS_PAGE.seed}" (the same as \`odds --sim\`)`;
    status.dataset.state = 'done';
    w.terminate();
  };
  w.postMessage({
    ruleset: ruleset.id,
    procedure: procedure.id,
    params: resolved.params,
    options: resolved.options,
    ...ODDS_PAGE,
  });
}

const isDist = (s: Simulated | undefined): s is SimulatedDistribution =>
  typeof s?.value === 'object';

/** Outcomes of a distribution in order: numerically when they are numbers. */
function outcomes(m: MetricResult): string[] {
  const keys = [
    ...new Set([
      ...Object.keys((m.exact as Record<string, number>) ?? {}),
      ...Object.keys(isDist(m.simulated) ? m.simulated.value : {}),
    ]),
  ];
  if (keys.every((k) => /^-?\d+$/.test(k))) keys.sort((a, b) => Number(a) - Number(b));
  return keys;
}

function cellOf(value: number | undefined, attrs: Record<string, string>): HTMLTableCellElement {
  const td = el('td', attrs, fmt(value));
  if (value !== undefined) td.dataset.value = String(value);
  return td;
}

let shown: Record<string, MetricResult> = {};

function show(metrics: Record<string, MetricResult>): void {
  shown = metrics;
  const rows: HTMLTableRowElement[] = [];
  for (const [name, m] of Object.entries(metrics)) {
    const keys = m.kind === 'distribution' ? outcomes(m) : [undefined];
    for (const k of keys) {
      const pick = (x: unknown) =>
        k === undefined
          ? (x as number | undefined)
          : (x as Record<string, number> | undefined)?.[k];
      const s = m.simulated as { value: unknown; low: unknown; high: unknown } | undefined;
      const key = k === undefined ? name : `${name}=${k}`;
      const tr = el('tr', { 'data-metric': key });
      tr.append(
        el('th', { scope: 'row', title: m.description }, k === undefined ? name : `${name} = ${k}`),
      );
      tr.append(
        cellOf(pick(m.exact), { class: 'exact' }),
        cellOf(s ? (pick(s.value) ?? 0) : undefined, { class: 'simulated' }),
      );
      const lo = s ? pick(s.low) : undefined,
        hi = s ? pick(s.high) : undefined;
      tr.append(el('td', { class: 'interval' }, lo === undefined ? '' : `${fmt(lo)} – ${fmt(hi)}`));
      rows.push(tr);
    }
  }
  $('metrics').replaceChildren(...rows);
  chart(metrics);
}

/** The first distribution (or the picked one) as bars: exact filled, simulated as a tick. */
function chart(metrics: Record<string, MetricResult>): void {
  const dists = Object.entries(metrics).filter(([, m]) => m.kind === 'distribution');
  const pick = $<HTMLSelectElement>('chart-metric');
  const wanted = pick.value;
  pick.replaceChildren(...dists.map(([n]) => el('option', { value: n }, n)));
  $('chart-box').hidden = dists.length === 0;
  if (!dists.length) return;
  const [name, m] = dists.find(([n]) => n === wanted) ?? dists[0];
  pick.value = name;
  const keys = outcomes(m);
  const ex = (m.exact ?? {}) as Record<string, number>;
  const sim = isDist(m.simulated) ? m.simulated : undefined;
  const top = Math.max(0.0001, ...keys.map((k) => Math.max(ex[k] ?? 0, sim?.high[k] ?? 0)));
  const W = 560,
    H = 200,
    pad = 28,
    bw = (W - pad) / keys.length;
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', `0 0 ${W} ${H + 36}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', `distribution of ${name}`);
  const add = (tag: string, attrs: Record<string, string | number>, text?: string) => {
    const e = document.createElementNS(ns, tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
    if (text !== undefined) e.textContent = text;
    svg.append(e);
    return e;
  };
  const y = (p: number) => H - (p / top) * (H - 16);
  add('line', { x1: pad, x2: W, y1: H, y2: H, class: 'axis' });
  keys.forEach((k, i) => {
    const x = pad + i * bw;
    const p = ex[k];
    if (p !== undefined)
      add('rect', {
        x: x + bw * 0.15,
        y: y(p),
        width: bw * 0.7,
        height: H - y(p),
        class: 'bar',
      }).append(
        Object.assign(document.createElementNS(ns, 'title'), { textContent: `${k}: ${fmt(p)}` }),
      );
    if (sim?.value[k] !== undefined) {
      add('line', {
        x1: x + bw * 0.5,
        x2: x + bw * 0.5,
        y1: y(sim.low[k]),
        y2: y(sim.high[k]),
        class: 'sim',
      });
      add('circle', { cx: x + bw * 0.5, cy: y(sim.value[k]), r: 3, class: 'sim' });
    }
    add('text', { x: x + bw / 2, y: H + 14, 'text-anchor': 'middle' }, k);
    if (p !== undefined)
      add(
        'text',
        { x: x + bw / 2, y: y(p) - 3, 'text-anchor': 'middle', class: 'value' },
        fmt(p, 3),
      );
  });
  add(
    'text',
    { x: W / 2, y: H + 32, 'text-anchor': 'middle', class: 'title' },
    `${name}: bars exact, dots and whiskers simulated (95%)`,
  );
  $('chart').replaceChildren(svg);
}

// The worker's code is inlined in the page (a file:// page may not load a worker from a file).
const WORKER_URL = URL.createObjectURL(
  new Blob([$('sim-worker-source').textContent ?? ''], { type: 'text/javascript' }),
);

function current(): { ruleset: Ruleset; procedure: Procedure } {
  const ruleset = RULESETS.find((r) => r.id === $<HTMLSelectElement>('ruleset').value)!;
  return { ruleset, procedure: ruleset.procedures[$<HTMLSelectElement>('procedure').value] };
}

$('ruleset').addEventListener('change', () => {
  history.replaceState(
    null,
    '',
    '#' + new URLSearchParams({ ruleset: $<HTMLSelectElement>('ruleset').value }).toString(),
  );
  render();
});
$('procedure').addEventListener('change', () => {
  history.replaceState(
    null,
    '',
    '#' +
      new URLSearchParams({
        ruleset: current().ruleset.id,
        procedure: $<HTMLSelectElement>('procedure').value,
      }).toString(),
  );
  render();
});
for (const id of ['fields', 'options']) {
  $(id).addEventListener('change', () => {
    const c = current();
    answer(c.ruleset, c.procedure);
  });
}
$('chart-metric').addEventListener('change', () => chart(shown));
window.addEventListener('hashchange', render);
render();
