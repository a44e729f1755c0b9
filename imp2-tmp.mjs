const t0 = performance.now();
for (const m of process.argv.slice(2)) { await import(m); console.error(m, (performance.now() - t0).toFixed(0)); }
