import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadAll } from 'js-yaml';
import { productionProblems, productionRequiredVariables, productionSampleEnv } from '../testing/production-variables';
import { DRILL_TOOLS, OTHER_COMMANDS, runbookCommands, runbookFiles } from '../testing/runbooks';
import { repositoryRoot, serverVariables } from '../testing/server-variables';

/*
 * deploy/k8s renders offline with `kubectl kustomize` for every overlay, and what it renders is what the
 * server expects: probes on the health routes, requests and limits, non-root with a read-only root
 * filesystem, every environment variable one the server reads (the configuration schema), the brand hosts,
 * the image each overlay asks for, the variables production requires (taken from the configuration readers,
 * testing/production-variables.ts) and the production database (CloudNativePG, decision 0044).
 */

interface Container {
  name: string;
  image?: string;
  imagePullPolicy?: string;
  command?: string[];
  ports?: Array<{ name?: string; containerPort: number }>;
  env?: Array<{ name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean } } }>;
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  livenessProbe?: { httpGet?: { path: string; port: string | number } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean; runAsNonRoot?: boolean };
}
interface PodSpec {
  containers: Container[];
  securityContext?: { runAsNonRoot?: boolean };
}
interface Resource {
  kind: string;
  metadata: { name: string; namespace?: string; annotations?: Record<string, string> };
  spec?: Record<string, unknown> & { replicas?: number; template?: { spec: PodSpec } };
  data?: Record<string, string>;
}

const OVERLAYS = ['development', 'production', 'try-out'] as const;
const BRANDS = ['license', 'colfactura', 'colnomina', 'firmaya', 'firmamail', 'boveda', 'bemyself'];
const WORKLOADS = new Set(['Deployment', 'StatefulSet', 'Job']);

const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' });
const hasKubectl = kubectl.status === 0;
if (!hasKubectl) process.stdout.write('kubectl no está instalado: se omite la prueba de los manifiestos de Kubernetes (deploy/k8s).\n');

function render(overlay: string): Resource[] {
  return renderDir(path.join('deploy/k8s/overlays', overlay));
}

function renderDir(dir: string): Resource[] {
  const result = spawnSync('kubectl', ['kustomize', path.join(repositoryRoot, dir)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`kubectl kustomize ${dir}: ${result.stderr}`);
  return (loadAll(result.stdout) as Resource[]).filter(Boolean);
}

const one = (resources: Resource[], kind: string, name: string): Resource => {
  const found = resources.find((resource) => resource.kind === kind && resource.metadata.name === name);
  if (!found) throw new Error(`${kind}/${name} no está en el resultado`);
  return found;
};
const podSpecOf = (resource: Resource): PodSpec => (resource.spec?.template as { spec: PodSpec }).spec;
const apiContainerOf = (resources: Resource[]): Container => podSpecOf(one(resources, 'Deployment', 'licencias-api')).containers[0];

/** The overlay's own kustomization: the image it says it runs. */
function overlayImage(overlay: string): { name: string; newName: string; newTag: string } {
  const kustomization = loadAll(
    readFileSync(path.join(repositoryRoot, 'deploy/k8s/overlays', overlay, 'kustomization.yaml'), 'utf8'),
  )[0] as {
    images?: Array<{ name: string; newName: string; newTag: string }>;
  };
  const [image] = kustomization.images ?? [];
  if (!image) throw new Error(`the ${overlay} overlay names no image`);
  return image;
}

/** Names other variables of the container expand in their value ($(NAME)): set for Kubernetes, not for the server. */
function expandedNames(container: Container): Set<string> {
  return new Set((container.env ?? []).flatMap((variable) => [...(variable.value ?? '').matchAll(/\$\(([A-Z0-9_]+)\)/g)].map((m) => m[1])));
}

/** The environment a container gets: its `env` names and the keys of the ConfigMaps it loads whole. */
function environmentOf(resources: Resource[], container: Container): Map<string, string | undefined> {
  const names = new Map<string, string | undefined>();
  for (const source of container.envFrom ?? []) {
    const configMap = source.configMapRef && one(resources, 'ConfigMap', source.configMapRef.name);
    for (const [key, value] of Object.entries(configMap?.data ?? {})) names.set(key, value);
  }
  for (const variable of container.env ?? []) names.set(variable.name, variable.value);
  return names;
}

(hasKubectl ? describe : describe.skip)('Kubernetes manifests (deploy/k8s)', () => {
  // Read by Node itself, not by the server's code.
  const known = new Set([...serverVariables(), 'NODE_OPTIONS']);

  describe.each(OVERLAYS)('overlay %s', (overlay) => {
    const resources = hasKubectl ? render(overlay) : [];
    const api = () => apiContainerOf(resources);

    it('runs the API with 2+ replicas, scaled on CPU and kept available during disruptions', () => {
      const deployment = one(resources, 'Deployment', 'licencias-api');
      expect(deployment.spec?.replicas).toBeGreaterThanOrEqual(2);
      const hpa = one(resources, 'HorizontalPodAutoscaler', 'licencias-api');
      expect(hpa.spec).toMatchObject({ scaleTargetRef: { kind: 'Deployment', name: 'licencias-api' } });
      expect(hpa.spec?.minReplicas as number).toBeGreaterThanOrEqual(2);
      expect(hpa.spec?.metrics).toEqual([expect.objectContaining({ resource: expect.objectContaining({ name: 'cpu' }) })]);
      const pdb = one(resources, 'PodDisruptionBudget', 'licencias-api');
      expect(pdb.spec).toMatchObject({ selector: { matchLabels: { 'app.kubernetes.io/name': 'licencias-api' } } });
    });

    it('probes liveness on /api/health/live and readiness on /api/health/ready, on the HTTP port', () => {
      const container = api();
      const environment = environmentOf(resources, container);
      const http = container.ports?.find((port) => port.name === 'http');
      expect(http?.containerPort).toBe(Number(environment.get('PORT')));
      expect(container.livenessProbe?.httpGet).toEqual({ path: '/api/health/live', port: 'http' });
      expect(container.readinessProbe?.httpGet).toEqual({ path: '/api/health/ready', port: 'http' });
    });

    it('serves /metrics on METRICS_PORT, which no Ingress routes to', () => {
      const container = api();
      const metricsPort = Number(environmentOf(resources, container).get('METRICS_PORT'));
      expect(container.ports?.find((port) => port.name === 'metrics')?.containerPort).toBe(metricsPort);
      const ingress = one(resources, 'Ingress', 'licencias-api');
      expect(JSON.stringify(ingress.spec)).not.toContain('licencias-api-metrics');
    });

    it('gives every container requests and limits, no root, no privilege escalation and a read-only root filesystem', () => {
      const workloads = resources.filter((resource) => WORKLOADS.has(resource.kind));
      expect(workloads.length).toBeGreaterThanOrEqual(2);
      for (const workload of workloads) {
        const pod = podSpecOf(workload);
        expect({ workload: workload.metadata.name, runAsNonRoot: pod.securityContext?.runAsNonRoot }).toEqual({
          workload: workload.metadata.name,
          runAsNonRoot: true,
        });
        for (const container of pod.containers) {
          const where = `${workload.kind}/${workload.metadata.name}/${container.name}`;
          expect({ where, requests: Object.keys(container.resources?.requests ?? {}).sort() }).toEqual({
            where,
            requests: ['cpu', 'memory'],
          });
          expect({ where, limits: Object.keys(container.resources?.limits ?? {}).sort() }).toEqual({ where, limits: ['cpu', 'memory'] });
          expect({ where, ...container.securityContext }).toMatchObject({
            where,
            readOnlyRootFilesystem: true,
            allowPrivilegeEscalation: false,
          });
        }
      }
    });

    it("caps the API's JavaScript heap at no more than half its memory limit (V8 would size it from the node's memory; decision 0071)", () => {
      const container = api();
      const options = environmentOf(resources, container).get('NODE_OPTIONS') ?? '';
      const heapMb = Number(/--max-old-space-size=(\d+)/.exec(String(options))?.[1]);
      const limit = String(container.resources?.limits?.memory ?? '');
      const limitMb = Number(/^(\d+)Mi$/.exec(limit)?.[1] ?? Number(/^(\d+)Gi$/.exec(limit)?.[1]) * 1024);
      // Half at most: code, buffers and the young generation live beside it. 256 MiB at least: the live heap under
      // load is about 100 MiB, and an export or an invoice's PDF needs room above it.
      expect(limitMb).toBeGreaterThan(0);
      expect(heapMb).toBeLessThanOrEqual(limitMb / 2);
      expect(heapMb).toBeGreaterThanOrEqual(256);
    });

    it('sets only variables the server reads (its configuration schema), in the API and in the migration Job', () => {
      const containers = [api(), podSpecOf(one(resources, 'Job', 'licencias-migrate')).containers[0]];
      for (const container of containers) {
        const expanded = expandedNames(container);
        const unknown = [...environmentOf(resources, container).keys()].filter((name) => !known.has(name) && !expanded.has(name));
        expect({ container: container.name, unknown }).toEqual({ container: container.name, unknown: [] });
      }
    });

    it('gives the API what production requires: database, Redis, secrets and a real gateway', () => {
      const environment = environmentOf(resources, api());
      for (const name of [
        'DATABASE_URL',
        'REDIS_URL',
        'JWT_SECRET',
        'LOGIN_PARAMETER_KEY',
        'LICENCE_TOKEN_KEY_SECRET',
        'WEBHOOK_SECRET_KEY',
        'PAYMENT_GATEWAY',
        'TRUST_PROXY',
      ]) {
        expect({ name, set: environment.has(name) }).toEqual({ name, set: true });
      }
      const secretRefs = (api().env ?? []).filter((variable) => variable.valueFrom?.secretKeyRef);
      expect(secretRefs.map((variable) => variable.name)).toEqual(
        expect.arrayContaining(['JWT_SECRET', 'LOGIN_PARAMETER_KEY', 'LICENCE_TOKEN_KEY_SECRET']),
      );
      // The database's credentials come from a Secret: the whole URL, or the variables it expands.
      const database = (api().env ?? []).find((variable) => variable.name === 'DATABASE_URL');
      const fromSecret = (name: string) => secretRefs.some((variable) => variable.name === name);
      const expanded = [...(database?.value ?? '').matchAll(/\$\(([A-Z0-9_]+)\)/g)].map((m) => m[1]);
      expect(database?.valueFrom?.secretKeyRef !== undefined || (expanded.length > 0 && expanded.every(fromSecret))).toBe(true);
      expect(database?.value ?? '').not.toMatch(/:\/\/[^$@]*:[^$@]+@/);
      if (environment.get('NODE_ENV') === 'production') expect(['epayco', 'pagueatiempo']).toContain(environment.get('PAYMENT_GATEWAY'));
    });

    it('defines in the API every variable production requires (the configuration readers), electronic invoicing included', () => {
      const environment = environmentOf(resources, api());
      const required = productionRequiredVariables();
      expect(required).toEqual(expect.arrayContaining(['INVOICING_PROVIDER', 'INVOICING_CERTIFICATE_P12', 'WEBHOOK_SECRET_KEY']));
      const missing = required.filter((name) => !environment.has(name));
      expect({ overlay, missing }).toEqual({ overlay, missing: [] });
    });

    it('starts: every configuration reader accepts what the API gets (Secrets made outside the repository given sample values)', () => {
      const container = api();
      const sample = productionSampleEnv();
      const secrets = resources.filter((resource) => resource.kind === 'Secret');
      const resolved: NodeJS.ProcessEnv = {};
      for (const [name, value] of environmentOf(resources, container)) if (value !== undefined) resolved[name] = value;
      for (const variable of container.env ?? []) {
        const ref = variable.valueFrom?.secretKeyRef;
        if (!ref) continue;
        const secret = secrets.find((candidate) => candidate.metadata.name === ref.name);
        // A Secret the overlay generates gives what it holds; one made outside gives what the operator puts in it.
        const value = secret
          ? secret.data?.[ref.key] && Buffer.from(secret.data[ref.key], 'base64').toString('utf8')
          : (sample[variable.name] ?? (ref.optional ? undefined : 'valor-del-secreto'));
        if (value) resolved[variable.name] = value;
      }
      for (const [name, value] of Object.entries(resolved))
        resolved[name] = value?.replace(/\$\(([A-Z0-9_]+)\)/g, (_, inner: string) => resolved[inner] ?? '');
      expect({ overlay, problems: productionProblems(resolved) }).toEqual({ overlay, problems: [] });
      if (resolved.NODE_ENV === 'production') expect(resolved.INVOICING_PROVIDER).toBe('dian');
    });

    it('migrates the database in a Job before the API serves', () => {
      const job = podSpecOf(one(resources, 'Job', 'licencias-migrate')).containers[0];
      expect(job.command?.slice(0, 2)).toEqual(['node', 'dist/server/apps/api/src/database/database-cli.js']);
      expect(['migrate', 'seed']).toContain(job.command?.[2]);
    });

    it('routes every brand host through the Ingress, with TLS outside the try-out overlay', () => {
      const ingress = one(resources, 'Ingress', 'licencias-api');
      const spec = ingress.spec as { rules: Array<{ host: string }>; tls?: Array<{ secretName: string; hosts: string[] }> };
      const hosts = spec.rules.map((rule) => rule.host);
      const brandHosts = JSON.parse(environmentOf(resources, api()).get('BRAND_HOSTS') ?? '{}') as Record<string, string>;
      const brandOf = (host: string) => brandHosts[host] ?? (BRANDS.includes(host.split('.')[0]) ? host.split('.')[0] : 'license');
      expect([...new Set(hosts.map(brandOf))].sort()).toEqual([...BRANDS].sort());
      if (overlay !== 'try-out') expect(spec.tls).toEqual([{ secretName: 'licencias-tls', hosts }]);
      // socket.io's polling fallback needs every request of a connection on one replica.
      expect(ingress.metadata.annotations).toMatchObject({
        'nginx.ingress.kubernetes.io/affinity': 'cookie',
      });
    });

    it("runs the image its kustomization names, in the API and the migration Job: a release's, or in the try-out overlay the one its README builds", () => {
      const wanted = overlayImage(overlay);
      const workloads = [one(resources, 'Deployment', 'licencias-api'), one(resources, 'Job', 'licencias-migrate')];
      for (const workload of workloads) {
        const [container] = podSpecOf(workload).containers;
        expect({ workload: workload.kind, image: container.image }).toEqual({
          workload: workload.kind,
          image: `${wanted.newName}:${wanted.newTag}`,
        });
        expect({ workload: workload.kind, pull: container.imagePullPolicy ?? 'IfNotPresent' }).toEqual({
          workload: workload.kind,
          pull: overlay === 'try-out' ? 'Never' : 'IfNotPresent',
        });
      }
      if (overlay === 'try-out') {
        // Never pulled: the image must be one the README builds and loads into the local cluster.
        const readme = readFileSync(path.join(repositoryRoot, 'deploy/k8s/README.md'), 'utf8');
        const image = `${wanted.newName}:${wanted.newTag}`;
        expect(readme).toContain(`docker build -f docker/Dockerfile -t ${image} .`);
        expect(readme).toContain(`kind load docker-image ${image}`);
      } else {
        expect(wanted.newName).toBe('registry.example.com/licencias/api');
        expect(wanted.newTag).not.toBe('latest');
      }
    });

    it('in the try-out overlay only, runs PostgreSQL and Redis inside the cluster with the secrets the API needs', () => {
      const inCluster = resources.some((resource) => resource.kind === 'StatefulSet' && resource.metadata.name === 'licencias-postgres');
      expect(inCluster).toBe(overlay === 'try-out');
      if (overlay !== 'try-out') return;
      const secrets = resources.filter((resource) => resource.kind === 'Secret');
      for (const variable of api().env ?? []) {
        const ref = variable.valueFrom?.secretKeyRef;
        if (!ref || ref.optional) continue;
        const secret = secrets.find((candidate) => candidate.metadata.name === ref.name);
        expect({ variable: variable.name, present: secret?.data?.[ref.key] !== undefined }).toEqual({
          variable: variable.name,
          present: true,
        });
      }
    });
  });

  describe.each(['production', 'development'])('the %s database (CloudNativePG)', (overlay) => {
    const resources = hasKubectl ? render(overlay) : [];
    const cluster = () => one(resources, 'Cluster', 'licencias-db');
    const spec = () =>
      cluster().spec as {
        instances: number;
        postgresql: { synchronous?: { method: string; number: number; dataDurability?: string }; parameters?: Record<string, string> };
        bootstrap: { initdb: { database: string; owner: string; secret: { name: string } } };
        plugins?: Array<{ name: string; isWALArchiver?: boolean; parameters?: Record<string, string> }>;
        enablePDB?: boolean;
        backup?: unknown;
      };

    it('is a cluster of three instances, each commit acknowledged by a synchronous standby, never lowered', () => {
      expect(spec().instances).toBe(3);
      expect(spec().postgresql.synchronous).toMatchObject({ method: 'any', dataDurability: 'required' });
      expect(spec().postgresql.synchronous?.number).toBeGreaterThanOrEqual(1);
      expect(spec().postgresql.synchronous?.number).toBeLessThan(spec().instances);
      expect(spec().postgresql.parameters?.synchronous_commit ?? 'on').toMatch(/^(on|remote_apply)$/);
      // PodDisruptionBudgets: the operator's (the default, not turned off).
      expect(spec().enablePDB).not.toBe(false);
    });

    it('archives WAL and takes scheduled base backups to object storage with the Barman Cloud plugin, credentials from a Secret', () => {
      const archiver = spec().plugins?.find((plugin) => plugin.isWALArchiver);
      expect(archiver?.name).toBe('barman-cloud.cloudnative-pg.io');
      expect(spec().backup).toBeUndefined(); // the in-tree barmanObjectStore is deprecated (decision 0044)
      const store = one(resources, 'ObjectStore', archiver?.parameters?.barmanObjectName ?? '');
      const configuration = (store.spec as { configuration: Record<string, unknown> }).configuration as {
        destinationPath: string;
        s3Credentials: Record<string, { name: string; key: string }>;
      };
      expect(configuration.destinationPath).toMatch(/^s3:\/\/[a-z0-9.-]+\//);
      expect(Object.values(configuration.s3Credentials).map((ref) => ref.name)).toEqual(
        Array(Object.keys(configuration.s3Credentials).length).fill('licencias-db-backup-credentials'),
      );
      expect((store.spec as { retentionPolicy?: string }).retentionPolicy).toMatch(/^\d+[dwm]$/);
      const scheduled = resources.filter((resource) => resource.kind === 'ScheduledBackup');
      expect(scheduled).toHaveLength(1);
      expect(scheduled[0].spec).toMatchObject({
        cluster: { name: 'licencias-db' },
        method: 'plugin',
        pluginConfiguration: { name: 'barman-cloud.cloudnative-pg.io' },
      });
      expect((scheduled[0].spec as { schedule: string }).schedule.split(' ')).toHaveLength(6);
    });

    it('is watched by a PodMonitor of its instances', () => {
      const monitor = one(resources, 'PodMonitor', 'licencias-db');
      expect(monitor.spec).toMatchObject({
        selector: { matchLabels: { 'cnpg.io/cluster': 'licencias-db' } },
        podMetricsEndpoints: [{ port: 'metrics' }],
      });
    });

    it("gives the API the read-write service as DATABASE_URL and the read-only one as DATABASE_REPLICA_URLS, as the database's owner", () => {
      const bootstrap = spec().bootstrap.initdb;
      for (const workload of [one(resources, 'Deployment', 'licencias-api'), one(resources, 'Job', 'licencias-migrate')]) {
        const env = podSpecOf(workload).containers[0].env ?? [];
        const value = (name: string) => env.find((variable) => variable.name === name);
        const credentials = env.filter((variable) => variable.valueFrom?.secretKeyRef?.name === bootstrap.secret.name);
        expect(credentials.map((variable) => [variable.name, variable.valueFrom?.secretKeyRef?.key])).toEqual([
          ['DATABASE_USER', 'username'],
          ['DATABASE_PASSWORD', 'password'],
        ]);
        // Expanded by Kubernetes from the variables before it.
        const names = env.map((variable) => variable.name);
        expect(names.indexOf('DATABASE_URL')).toBeGreaterThan(names.indexOf('DATABASE_PASSWORD'));
        const url = new URL((value('DATABASE_URL')?.value ?? '').replace(/\$\(([A-Z_]+)\)/g, 'x'));
        expect([url.hostname, url.port, url.pathname]).toEqual(['licencias-db-rw', '5432', `/${bootstrap.database}`]);
        const replica = new URL((value('DATABASE_REPLICA_URLS')?.value ?? '').replace(/\$\(([A-Z_]+)\)/g, 'x'));
        expect([replica.hostname, replica.port, replica.pathname]).toEqual(['licencias-db-ro', '5432', `/${bootstrap.database}`]);
      }
    });
  });

  describe('the runbooks of docs/operations', () => {
    const production = hasKubectl ? render('production') : [];
    const restore = hasKubectl ? renderDir('deploy/k8s/operations/point-in-time-restore') : [];
    const rendered = [...production, ...restore];
    const clusters = new Set(rendered.filter((r) => r.kind === 'Cluster').map((r) => r.metadata.name));
    /** Secrets the manifests read (created outside the repository): every name under a secretKeyRef, a secret, an s3Credentials. */
    const secrets = new Set<string>();
    const collect = (value: unknown, key = ''): void => {
      if (Array.isArray(value)) value.forEach((item) => collect(item, key));
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        if (['secretKeyRef', 'secret'].includes(key) && typeof record.name === 'string') secrets.add(record.name);
        if (typeof record.secretName === 'string') secrets.add(record.secretName);
        for (const [child, inner] of Object.entries(record)) collect(inner, key === 's3Credentials' ? 'secret' : child);
      }
    };
    collect(rendered);
    const KINDS: Record<string, string> = {
      deployment: 'Deployment',
      job: 'Job',
      cluster: 'Cluster',
      scheduledbackup: 'ScheduledBackup',
      objectstore: 'ObjectStore',
      podmonitor: 'PodMonitor',
    };
    const CNPG = new Set([
      'status',
      'promote',
      'backup',
      'psql',
      'restart',
      'reload',
      'report',
      'logs',
      'fencing',
      'maintenance',
      'hibernate',
    ]);
    const KUBECTL = new Set(['get', 'describe', 'logs', 'apply', 'delete', 'patch', 'label', 'rollout', 'set', 'wait', 'create', 'cnpg']);
    const pluginName = (production.find((r) => r.kind === 'Cluster')?.spec as { plugins?: Array<{ name: string }> } | undefined)
      ?.plugins?.[0]?.name;

    /** What is wrong with one kubectl command: a resource, namespace, Secret, cluster or option the manifests do not have. */
    function problems(command: string[]): string[] {
      const found: string[] = [];
      const [, verb, ...rest] = command;
      if (!KUBECTL.has(verb)) found.push(`kubectl ${verb} is not one of the runbooks' verbs`);
      const option = (name: string) => {
        const i = command.indexOf(name);
        return i >= 0 ? command[i + 1] : command.find((word) => word.startsWith(`${name}=`))?.slice(name.length + 1);
      };
      // A kustomization says its namespace itself (checked when it renders below).
      const namespace = option('-n') ?? option('--namespace') ?? (option('-k') ? 'licencias' : undefined);
      if (namespace !== 'licencias' && namespace !== 'cnpg-system') found.push(`namespace ${namespace ?? '(none)'}`);
      const operator = namespace === 'cnpg-system';
      for (const word of rest) {
        const ref = /^([a-z]+)\/([a-z0-9-]+)$/.exec(word);
        if (!ref || operator) continue;
        const kind = KINDS[ref[1]];
        if (!kind) found.push(`${word}: unknown kind`);
        else if (!rendered.some((r) => r.kind === kind && r.metadata.name === ref[2])) found.push(`${word}: not rendered`);
      }
      const label = option('-l');
      if (label?.startsWith('cnpg.io/cluster=') && !clusters.has(label.split('=')[1])) found.push(`${label}: no such cluster`);
      if (label?.startsWith('app.kubernetes.io/name=') && !rendered.some((r) => r.metadata.name === label.split('=')[1]))
        found.push(`${label}: no such workload`);
      for (const flag of ['-k']) {
        const dir = option(flag);
        if (dir) {
          try {
            const namespaces = new Set(
              renderDir(dir)
                .filter((r) => r.kind !== 'Namespace')
                .map((r) => r.metadata.namespace),
            );
            if (namespaces.size !== 1 || !namespaces.has('licencias')) found.push(`${dir}: renders into ${[...namespaces].join(', ')}`);
          } catch (error) {
            found.push(`${dir}: ${(error as Error).message}`);
          }
        }
      }
      if (['patch', 'label', 'create'].includes(verb) && rest.includes('secret')) {
        const name =
          rest[
            rest.indexOf('secret') + (rest[rest.indexOf('secret') + 1] === 'tls' || rest[rest.indexOf('secret') + 1] === 'generic' ? 2 : 1)
          ];
        if (!secrets.has(name)) found.push(`secret ${name}: not read by the manifests`);
      }
      if (verb === 'set' && rest[0] === 'env') {
        for (const word of rest.filter((w) => /^[A-Z_]+=/.test(w))) {
          const name = word.split('=')[0];
          if (!known.has(name)) found.push(`${name}: not a variable the server reads`);
        }
      }
      if (verb === 'cnpg') {
        const [sub, ...args] = rest;
        if (!CNPG.has(sub)) found.push(`kubectl cnpg ${sub}: not a command of the plugin the runbooks use`);
        const positional = args.filter((word, i) => !word.startsWith('-') && !['-n', '--namespace'].includes(args[i - 1] ?? ''));
        if (!clusters.has(positional[0])) found.push(`cluster ${positional[0]}: not rendered`);
        if (sub === 'promote' && !new RegExp(`^${positional[0]}-\\d+$`).test(positional[1] ?? '')) found.push(`instance ${positional[1]}`);
        if (sub === 'backup') {
          if (option('--method') !== 'plugin') found.push('backup without --method=plugin');
          if (option('--plugin-name') !== pluginName) found.push(`plugin ${option('--plugin-name')}: not the cluster's`);
        }
      }
      return found;
    }

    it.each(runbookFiles())("%s: every command is a drill's or a kubectl command the manifests support", (file) => {
      const runbook = runbookCommands(file);
      expect(runbook.shell.length).toBeGreaterThan(0);
      const wrong: string[] = [];
      for (const command of runbook.shell) {
        const line = command.join(' ');
        if (command[0] === 'kubectl') {
          for (const problem of problems(command)) wrong.push(`${line}: ${problem}`);
        } else if (DRILL_TOOLS.has(command[0])) {
          // Checked against what the drill of this runbook ran (apps/api/src/drills).
          if (!['docs/operations/failover.md', 'docs/operations/point-in-time-restore.md'].includes(file))
            wrong.push(`${line}: no drill runs it`);
        } else if (!OTHER_COMMANDS.some((pattern) => pattern.test(line))) wrong.push(`${line}: neither a drill's nor kubectl`);
      }
      if (!['docs/operations/failover.md', 'docs/operations/point-in-time-restore.md'].includes(file))
        expect({ file, sql: runbook.sql, conf: runbook.conf }).toEqual({ file, sql: [], conf: [] });
      expect(wrong).toEqual([]);
    });
  });
});
