/** The odds page's stylesheet: readable on a phone, printable, no fonts fetched. */
export const PAGE_STYLE = `
body { font: 15px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #222; }
h1 { font-size: 1.4rem; margin: 0 0 .5rem; }
.pickers { display: flex; gap: 1rem; flex-wrap: wrap; }
.pickers label { display: flex; flex-direction: column; font-weight: 600; }
fieldset { border: 1px solid #ccc; border-radius: 6px; margin: .75rem 0; }
.field { display: grid; grid-template-columns: 14rem 12rem 1fr; gap: .5rem; align-items: center; padding: .15rem 0; }
.field small { color: #666; }
#problems { color: #a00; font-weight: 600; }
#explanation { white-space: pre-line; }
table { border-collapse: collapse; margin: .5rem 0; }
th, td { padding: .15rem .6rem; border-bottom: 1px solid #eee; text-align: right; font-variant-numeric: tabular-nums; }
th[scope=row] { text-align: left; font-weight: normal; font-family: ui-monospace, monospace; }
#chart svg { width: 100%; max-width: 40rem; }
#chart .bar { fill: #4a78b0; } #chart .sim { stroke: #c0392b; fill: #c0392b; } #chart .axis { stroke: #999; }
#chart text { font-size: 11px; } #chart .value { fill: #333; }
#share { width: 100%; font-family: ui-monospace, monospace; }
@media (max-width: 40rem) { .field { grid-template-columns: 1fr; } }
`;

const escapeScript = (js: string) => js.replace(/<\/script/gi, '<\\/script');

/** The whole page; the worker's code rides along as text and becomes a Blob URL in the page. */
export function pageHtml(o: {
  marker: string;
  version: string;
  style: string;
  page: string;
  worker: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
${o.marker}
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline' blob:; worker-src blob:; style-src 'unsafe-inline'; img-src data:">
<title>highnoon odds</title>
<style>${o.style}</style>
</head>
<body>
<h1>highnoon odds</h1>
<p>Exact odds for one situation, with a simulated check beside them. The link below reproduces this answer.</p>
<div class="pickers">
<label>ruleset <select id="ruleset"></select></label>
<label>procedure <select id="procedure"></select></label>
</div>
<p id="procedure-description"></p>
<fieldset><legend>situation (the <code>odds</code> flags)</legend><div id="fields"></div></fieldset>
<details><summary>house rules (options; the defaults are the rulings)</summary><fieldset><div id="options"></div></fieldset></details>
<ul id="problems"></ul>
<section id="answer">
<p id="explanation"></p>
<div id="chart-box"><label>chart <select id="chart-metric"></select></label><div id="chart"></div></div>
<table><thead><tr><th>metric</th><th>exact</th><th>simulated</th><th>95% interval</th></tr></thead><tbody id="metrics"></tbody></table>
<p id="sim-status"></p>
</section>
<p><label>share this answer <input id="share" readonly></label></p>
<p><small>highnoon ${o.version}</small></p>
<script type="text/plain" id="sim-worker-source">${escapeScript(o.worker)}</script>
<script>${escapeScript(o.page)}</script>
</body>
</html>
`;
}
