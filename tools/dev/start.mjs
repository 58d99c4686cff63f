// npm start: builds what changed, then runs the API with the embedded PostgreSQL (or DATABASE_URL),
// migrated and seeded with demo data on first start. Open the printed address.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildServer, buildWeb, root, serverEntry } from '../build/build-steps.mjs';

if (!existsSync(path.join(root, 'node_modules'))) {
  process.stderr.write('Faltan las dependencias: ejecuta primero `npm install`.\n');
  process.exit(1);
}
process.stdout.write('Compilando el servidor...\n');
buildServer();
process.stdout.write('Compilando la tienda y el back office (solo si cambiaron)...\n');
buildWeb();

// The API in a process group of its own: Ctrl-C in the terminal signals this script, which passes it on, and not the
// embedded PostgreSQL too — the API closes first and then stops it (apps/api/src/server.ts).
const child = spawn(process.execPath, [serverEntry], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
  env: { NODE_ENV: 'development', DB_AUTO_MIGRATE: 'true', LOG_LEVEL: 'warn', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
