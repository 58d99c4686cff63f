import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadAll } from 'js-yaml';
import { repositoryRoot, serverVariables } from '../testing/server-variables';

/*
 * deploy/k8s renders offline with `kubectl kustomize` for every overlay, and what it renders is what the
 * server expects: probes on the health routes, requests and limits, non-root with a read-only root
 * filesystem, every environment variable one the server reads (the configuration schema), the brand hosts.
 */

interface Container {
  name: string;
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
  const result = spawnSync('kubectl', ['kustomize', path.join(repositoryRoot, 'deploy/k8s/overlays', overlay)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`kubectl kustomize ${overlay}: ${result.stderr}`);
  return (loadAll(result.stdout) as Resource[]).filter(Boolean);
}

const one = (resources: Resource[], kind: string, name: string): Resource => {
  const found = resources.find((resource) => resource.kind === kind && resource.metadata.name === name);
  if (!found) throw new Error(`${kind}/${name} no está en el resultado`);
  return found;
};
const podSpecOf = (resource: Resource): PodSpec => (resource.spec?.template as { spec: PodSpec }).spec;
const apiContainerOf = (resources: Resource[]): Container => podSpecOf(one(resources, 'Deployment', 'licencias-api')).containers[0];

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
  const known = serverVariables();

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

    it('sets only variables the server reads (its configuration schema), in the API and in the migration Job', () => {
      const containers = [api(), podSpecOf(one(resources, 'Job', 'licencias-migrate')).containers[0]];
      for (const container of containers) {
        const unknown = [...environmentOf(resources, container).keys()].filter((name) => !known.has(name));
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
        expect.arrayContaining(['DATABASE_URL', 'JWT_SECRET', 'LOGIN_PARAMETER_KEY', 'LICENCE_TOKEN_KEY_SECRET']),
      );
      if (environment.get('NODE_ENV') === 'production') expect(['epayco', 'pagueatiempo']).toContain(environment.get('PAYMENT_GATEWAY'));
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
});
