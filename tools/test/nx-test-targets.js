// Nx plugin (nx.json "plugins"): every project gets its jest targets from its spec files, so a new project
// has them without a line in its project.json (docs/decisions/0029-nx-runs-the-work.md).
//   test              *.spec.ts / *.spec.tsx  -> jest projects unit and web (cached; inputs in nx.json)
//   test-integration  *.int.spec.ts           -> jest project integration (PostgreSQL; never cached)
// A project's files are those under its root that no nested project owns (libs/server/licensing/api is
// not part of libs/server/licensing). What is cached and on which inputs is nx.json's targetDefaults.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const INTEGRATION_SPEC = /\.int\.spec\.ts$/;
const SPEC = /\.spec\.tsx?$/;

function specKinds(workspaceRoot, dir, nestedRoots, kinds = { unit: false, integration: false }) {
  for (const entry of readdirSync(path.join(workspaceRoot, dir), { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const child = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!nestedRoots.has(child)) specKinds(workspaceRoot, child, nestedRoots, kinds);
    } else if (INTEGRATION_SPEC.test(entry.name)) kinds.integration = true;
    else if (SPEC.test(entry.name)) kinds.unit = true;
  }
  return kinds;
}

function jestTarget(jestProjects, projectRoot, nestedRoots, target) {
  const args = [
    `--jest-projects=${jestProjects}`,
    `--root=${projectRoot}`,
    `--report=tmp/jest/${projectRoot}/${target}.json`,
    ...(nestedRoots.length ? [`--exclude=${nestedRoots.join(',')}`] : []),
  ];
  return { command: `node tools/test/jest-project.mjs ${args.join(' ')}` };
}

export const createNodes = [
  '{apps,libs}/**/project.json',
  async (projectFiles, _options, context) => {
    const roots = projectFiles.map((file) => path.posix.dirname(file));
    return projectFiles.map((file, index) => {
      const projectRoot = roots[index];
      const nestedRoots = roots.filter((other) => other.startsWith(`${projectRoot}/`));
      const kinds = specKinds(context.workspaceRoot, projectRoot, new Set(nestedRoots));
      const targets = {};
      if (kinds.unit) targets.test = jestTarget('unit,web', projectRoot, nestedRoots, 'test');
      if (kinds.integration) targets['test-integration'] = jestTarget('integration', projectRoot, nestedRoots, 'test-integration');
      return [file, { projects: { [projectRoot]: { targets } } }];
    });
  },
];
