// npm run build: server (SWC), both SPAs (Vite), docs/openapi.json and the apps' SDK types generated from it.
import { buildServer, buildWeb, writeOpenApi, writeSdkTypes } from './build-steps.mjs';

buildServer();
buildWeb({ force: true });
writeOpenApi();
writeSdkTypes();
process.stdout.write(
  'Build listo: dist/server, dist/apps/storefront, dist/apps/storefront-ssr, dist/apps/backoffice, docs/openapi.json, libs/sdk/apps/src/generated/openapi.ts\n',
);
