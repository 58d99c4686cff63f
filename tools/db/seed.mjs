// npm run db:seed: migrates, then creates the demo data (refused when NODE_ENV=production).
import { buildServer, databaseCli, run } from '../build/build-steps.mjs';

buildServer();
run(process.execPath, [databaseCli, 'seed']);
