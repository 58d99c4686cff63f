// npm run db:migrate: applies pending migrations to DATABASE_URL (or the embedded database).
import { buildServer, databaseCli, run } from '../build/build-steps.mjs';

buildServer();
run(process.execPath, [databaseCli, 'migrate']);
