// npm run build: server (SWC), both SPAs (Vite) and docs/openapi.json.
import { buildServer, buildWeb, writeOpenApi } from './build-steps.mjs';

buildServer();
buildWeb({ force: true });
writeOpenApi();
process.stdout.write('Build listo: dist/server, dist/apps/storefront, dist/apps/backoffice, docs/openapi.json\n');
