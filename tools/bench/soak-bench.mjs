// The soak round of npm run bench (decision 0040): a mixed load for a few minutes — the storefront catalogue
// (fast path) and routes that go through the whole Nest pipeline (health with its database ping, a large
// parameter list) — with the
// API's resident memory sampled every 5 s. Target: it stops growing (the last minute's peak < 5 % over the
// minute before's) and stays under 512 MiB, with the heap ceiling of the Kubernetes Deployment (decision 0071). Figures are printed with the machine's load average.
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { load } from './http-load.mjs';
import { loadAverage, rssMb } from './process-stats.mjs';

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 240);
const TARGET = { lastMinuteGrowth: 0.05, rssMb: 512 };

/** Runs the soak against the API at `base` (process `apiPid`); returns the failed targets. */
export async function soakBench({ base, apiPid }) {
  const out = process.stdout;
  const failures = [];
  const samples = [];
  const sample = () => samples.push({ at: performance.now(), rss: rssMb(apiPid), load: loadAverage() });
  const started = performance.now();
  sample();
  const sampler = setInterval(sample, 5000);
  const accept = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
  const parts = [
    ['catálogo (ruta rápida)', `${base}/license/api/package/GetPackagesByServiceName/colfactura`, { connections: 8, headers: accept }],
    ['salud (Nest, ping a la base)', `${base}/api/health`, { connections: 4 }],
    // Without Accept-Encoding: the middleware's compressed answers are chunked, and the load generator needs
    // Content-Length. Express serialises the 1,122 municipalities per request.
    ['municipios (Nest, 1.122 municipios)', `${base}/license/api/parameter/GetListStatesAndCities`, { connections: 4 }],
  ];
  let results;
  try {
    results = await Promise.all(parts.map(([, url, options]) => load(url, { ...options, seconds: SECONDS })));
  } finally {
    clearInterval(sampler);
  }
  sample();
  const elapsed = (performance.now() - started) / 1000;
  const at = (seconds) =>
    samples.reduce((best, s) => (Math.abs(s.at - started - seconds * 1000) < Math.abs(best.at - started - seconds * 1000) ? s : best));
  const first = samples[0];
  const minute = at(60);
  const lastMinuteStart = at(elapsed - 60);
  const last = samples.at(-1);
  // A collected heap's RSS is a saw: growth is read on its peaks, the last minute's against the one before it.
  const peak = (from, to) =>
    Math.max(...samples.filter((s) => s.at - started >= from * 1000 && s.at - started <= to * 1000).map((s) => s.rss));
  const lastMinutePeak = peak(elapsed - 60, elapsed);
  const minuteBeforePeak = peak(elapsed - 120, elapsed - 60);
  const growth = (lastMinutePeak - minuteBeforePeak) / minuteBeforePeak;
  out.write(`\nRemojo (${elapsed.toFixed(0)} s de carga mixta; RSS de la API cada 5 s)\n`);
  parts.forEach(([name], i) => {
    const r = results[i];
    out.write(
      `${name.padEnd(40)} ${r.requests.toString().padStart(8)} solicitudes ${r.perSecond.toFixed(0).padStart(6)} req/s   p99 ${r.p99.toFixed(1)} ms${r.errors ? `   (${r.errors} errores: ${r.firstError})` : ''}\n`,
    );
  });
  out.write(`RSS al inicio          ${first.rss.toFixed(0).padStart(5)} MiB   (${first.load})\n`);
  out.write(`RSS al minuto          ${minute.rss.toFixed(0).padStart(5)} MiB   (${minute.load})\n`);
  out.write(`RSS un minuto antes del final ${lastMinuteStart.rss.toFixed(0).padStart(5)} MiB   (${lastMinuteStart.load})\n`);
  out.write(`RSS al final           ${last.rss.toFixed(0).padStart(5)} MiB   (${last.load})\n`);
  out.write(
    `pico del minuto anterior ${minuteBeforePeak.toFixed(0)} MiB, pico del último minuto ${lastMinutePeak.toFixed(0)} MiB\n` +
      `crecimiento en el último minuto ${(growth * 100).toFixed(1)} % (objetivo < ${TARGET.lastMinuteGrowth * 100} %), máximo ${Math.max(...samples.map((s) => s.rss)).toFixed(0)} MiB (objetivo < ${TARGET.rssMb} MiB)\n`,
  );
  if (results.some((r) => r.errors)) failures.push('remojo: hubo respuestas con error');
  if (!(growth < TARGET.lastMinuteGrowth)) failures.push(`remojo: el RSS creció ${(growth * 100).toFixed(1)} % en el último minuto`);
  if (!(Math.max(...samples.map((s) => s.rss)) < TARGET.rssMb)) failures.push(`remojo: RSS por encima de ${TARGET.rssMb} MiB`);
  return failures;
}
