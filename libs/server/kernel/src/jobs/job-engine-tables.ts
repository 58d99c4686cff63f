/**
 * Tables pg-boss installs and versions in the `jobs` schema (decision 0008). No entity maps them, so
 * the ORM's schema diff (schema-sync.int.spec.ts) leaves them out; MikroORM matches these by bare
 * table name, and no context has a table of these names.
 */
export const JOB_ENGINE_TABLES = [
  'bam',
  'instance',
  'job',
  'job_common',
  'job_dependency',
  'queue',
  'queue_stats',
  'schedule',
  'subscription',
  'version',
  'warning',
];
