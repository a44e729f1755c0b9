/** The report's styles: system fonts only, so the page makes no request. */
export const PAGE_CSS = `
:root { --paper: #f6f0e4; --card: #fffdf8; --ink: #2b2118; --muted: #7a6d5b; --rule: #e2d6c2; --rust: #a4462a; --gold: #c99a2e; --sig: #b3361b; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--paper); color: var(--ink); font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
header, nav, main, footer { max-width: 1180px; margin: 0 auto; padding: 0 28px; }
header { padding-top: 36px; padding-bottom: 8px; }
h1, h2, h3 { font-family: Georgia, "Times New Roman", serif; line-height: 1.2; }
h1 { font-size: 34px; margin: 4px 0 10px; }
h2 { font-size: 24px; margin: 40px 0 12px; padding-bottom: 6px; border-bottom: 2px solid var(--rust); }
h3 { font-size: 17px; margin: 0; display: inline; }
.kicker { margin: 0; text-transform: uppercase; letter-spacing: .12em; font-size: 12px; color: var(--rust); font-weight: 600; }
.lede { font-size: 17px; max-width: 60em; margin: 0 0 18px; }
.meta { display: grid; grid-template-columns: repeat(auto-fill, minmax(250px, 1fr)); gap: 8px 24px; margin: 0; padding: 14px 18px; background: var(--card); border: 1px solid var(--rule); border-radius: 8px; }
.meta div { min-width: 0; }
.meta dt { font-size: 11px; text-transform: uppercase; letter-spacing: .08em; color: var(--muted); }
.meta dd { margin: 0; overflow-wrap: anywhere; }
nav { position: sticky; top: 0; z-index: 1; background: var(--paper); padding-top: 10px; padding-bottom: 10px; border-bottom: 1px solid var(--rule); display: flex; gap: 18px; flex-wrap: wrap; }
nav a { color: var(--rust); font-weight: 600; text-decoration: none; }
a { color: var(--rust); }
.note { color: var(--muted); max-width: 62em; }
.small { font-size: 12px; color: var(--muted); font-weight: normal; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(330px, 560px)); gap: 16px; }
.card { background: var(--card); border: 1px solid var(--rule); border-left: 4px solid var(--rust); border-radius: 8px; padding: 14px 18px; }
.card h3 { display: block; margin-bottom: 6px; }
.card p { margin: 0 0 8px; }
.card ul { margin: 6px 0; padding-left: 20px; }
mark { background: #f3d98b; color: var(--ink); padding: 0 4px; border-radius: 3px; }
code { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 13px; }
.chart { background: var(--card); border: 1px solid var(--rule); border-radius: 8px; padding: 12px; margin: 0 0 20px; overflow-x: auto; }
.chart svg { display: block; max-width: none; height: auto; }
.chart figcaption { font-size: 12px; color: var(--muted); margin-top: 6px; }
.scroll { overflow-x: auto; background: var(--card); border: 1px solid var(--rule); border-radius: 8px; }
table { border-collapse: collapse; width: 100%; font-size: 13.5px; font-variant-numeric: tabular-nums; }
th, td { padding: 5px 10px; border-bottom: 1px solid var(--rule); text-align: left; vertical-align: top; }
thead th { background: #efe5d3; font-weight: 600; white-space: nowrap; position: sticky; top: 0; }
thead th.group { text-align: center; border-bottom: 2px solid var(--muted); }
thead th.variant { background: #f3d98b; }
tbody th { font-weight: 600; white-space: nowrap; }
tbody tr:nth-child(even) { background: #fbf7ef; }
tbody tr:hover { background: #f7ecd6; }
.num { text-align: right; white-space: nowrap; }
td.sig { color: var(--sig); font-weight: 700; }
td.small.sig { font-weight: normal; }
td.nonsig { color: var(--muted); }
.sigmark { color: var(--sig); margin-left: 3px; }
span.sig { color: var(--sig); font-weight: 700; }
details.table { margin: 14px 0 22px; }
details > summary { cursor: pointer; margin-bottom: 8px; }
tr.changed th code { font-weight: 700; }
td.house { background: #fbefc6; }
.badge { display: inline-block; padding: 1px 9px; border-radius: 10px; font-size: 12px; font-weight: 700; text-transform: uppercase; letter-spacing: .05em; color: #fff; }
.badge.pass { background: #4d7a35; }
.badge.fail { background: var(--sig); }
.badge.inconclusive { background: var(--gold); }
pre { background: #2b2118; color: #f6f0e4; padding: 16px 18px; border-radius: 8px; overflow-x: auto; font-size: 13px; line-height: 1.45; }
footer { color: var(--muted); font-size: 12px; padding-top: 30px; padding-bottom: 40px; }
.map svg { max-width: 100%; }
.key { white-space: nowrap; }
@media print { nav { display: none; } .chart, .scroll { break-inside: avoid; } }
`;
