import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { packSdk } from '../../../../tools/sdk/pack.mjs';
import { createCredential, insertPlan } from '../../../server/licensing/src/test/consumption-test-kit.js';

const run = promisify(execFile);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const COMPANY = '800123987';

/** The code blocks of docs/api/quickstart-apps.md that name a file (```ts title="consumo.ts"), by file name. */
function quickstartFiles(): Map<string, string> {
  const page = readFileSync(path.join(root, 'docs/api/quickstart-apps.md'), 'utf8');
  const files = new Map<string, string>();
  for (const block of page.matchAll(/^```\w+ title="([^"]+)"\n([\s\S]*?)^```$/gm)) files.set(block[1]!, block[2]!);
  return files;
}

/**
 * An app built from docs/api alone, installed from the packed SDK (npm pack), against the real API: the quickstart's
 * files type-checked by tsc (NodeNext, strict, erasable syntax only) and run by Node 24's type stripping, a plain
 * JavaScript consumer, and the offline licence token verified by a new process while the API is down.
 */
describe('@lic/apps-sdk packed and installed in an empty folder', () => {
  let t: TestApp | undefined;
  let origin: string;
  let folder: string;
  let tarball: string;
  let env: NodeJS.ProcessEnv;

  const node = async (file: string, timeout = 120_000) => {
    try {
      const { stdout } = await run(process.execPath, [file], { cwd: folder, env, timeout });
      return stdout.trim().split('\n');
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string };
      throw new Error(`node ${file} failed:\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`);
    }
  };

  beforeAll(async () => {
    tarball = packSdk();
    folder = mkdtempSync(path.join(tmpdir(), 'lic-apps-sdk-consumer-'));
    writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ name: 'mi-app', private: true, type: 'module' }));
    await run(npm, ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', tarball], {
      cwd: folder,
      timeout: 300_000,
    });
    // The quickstart installs typescript and @types/node; the consumer uses the workspace's copies of both.
    mkdirSync(path.join(folder, 'node_modules/@types'), { recursive: true });
    symlinkSync(path.join(root, 'node_modules/@types/node'), path.join(folder, 'node_modules/@types/node'), 'dir');

    t = await createTestApp({ seed: true, env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', WEBHOOK_TIMEOUT_MS: '20000' } });
    await t.app.listen(0, '127.0.0.1');
    origin = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    const credential = await createCredential(t, 'colfactura');
    await insertPlan(t, { documentNumber: COMPANY, expiresInDays: 200, balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 100 }] });
    env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LICENCIAS_URL: origin,
      LICENCIAS_CLIENT_ID: credential.clientId,
      LICENCIAS_CLIENT_SECRET: credential.clientSecret,
      EMPRESA_NIT: COMPANY,
    };
  }, 600_000);
  afterAll(async () => {
    await t?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('is the built package: ESM with declarations, an exports map, engines, a changelog, a semantic version, no tests', async () => {
    const { stdout } = await run('tar', ['-tzf', tarball]);
    const files = stdout.trim().split('\n');
    expect(files).toEqual(
      expect.arrayContaining([
        'package/package.json',
        'package/CHANGELOG.md',
        'package/README.md',
        'package/dist/index.js',
        'package/dist/index.d.ts',
      ]),
    );
    expect(files.filter((file) => /spec|test|\.ts$/.test(file) && !file.endsWith('.d.ts'))).toEqual([]);
    const manifest = JSON.parse(readFileSync(path.join(folder, 'node_modules/@lic/apps-sdk/package.json'), 'utf8'));
    expect(manifest).toMatchObject({
      name: '@lic/apps-sdk',
      type: 'module',
      exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } },
      engines: { node: expect.stringMatching(/^>=\d+/) },
    });
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(readFileSync(path.join(folder, 'node_modules/@lic/apps-sdk/CHANGELOG.md'), 'utf8')).toContain(`## ${manifest.version}`);
  });

  it('a plain JavaScript consumer imports it and asks an entitlement; the webhook helpers sign and verify', async () => {
    writeFileSync(
      path.join(folder, 'app.mjs'),
      `import { LicenciasAppsClient, signWebhookBody, verifyWebhookSignature } from '@lic/apps-sdk';
const client = new LicenciasAppsClient({ baseUrl: process.env.LICENCIAS_URL, clientId: process.env.LICENCIAS_CLIENT_ID, clientSecret: process.env.LICENCIAS_CLIENT_SECRET });
const e = await client.getEntitlement({ documentType: 4, documentNumber: process.env.EMPRESA_NIT, featureCode: 'COLFACTURA_DOCUMENTO' });
console.log('disponible', e.available);
const body = JSON.stringify({ id: 'e1', type: 'ping' });
console.log('firma', verifyWebhookSignature({ header: signWebhookBody('whsec_x', body), rawBody: body, secret: 'whsec_x' }).ok);
`,
    );
    expect(await node('app.mjs')).toEqual(['disponible 100', 'firma true']);
  });

  it('the quickstart’s files type-check with tsc (NodeNext, strict, erasable syntax only)', async () => {
    const files = quickstartFiles();
    expect([...files.keys()]).toEqual(['tsconfig.json', 'licencias.ts', 'consumo.ts', 'token.ts', 'sin-conexion.ts', 'webhooks.ts']);
    for (const [name, text] of files) writeFileSync(path.join(folder, name), text);
    const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
    const checked = await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: folder }).catch((error: { stdout: string }) => error);
    expect(checked.stdout).toBe('');
  }, 120_000);

  let entitlementExpiresOn: string;

  it('consumo.ts: entitlement, a reservation committed, one event counted once, a refusal by its code', async () => {
    const lines = await node('consumo.ts');
    entitlementExpiresOn = /vence=(\S+)/.exec(lines[0]!)![1]!;
    expect(lines).toEqual([
      `derecho: disponible=100 vence=${entitlementExpiresOn}`,
      'reserva: HELD disponible=97',
      'reserva confirmada: ACCEPTED',
      'consumo: ACCEPTED',
      'reenvío: DUPLICATE',
      'rechazo: LICENSING.INSUFFICIENT_BALANCE disponible=96',
      'derecho: disponible=96',
    ]);
    expect(Date.parse(entitlementExpiresOn)).toBeGreaterThan(Date.now() + 199 * 86_400_000);
  });

  it('webhooks.ts: registered with the app’s credential, a signed ping verified, then verified through a rotation by the old, both and the new secret', async () => {
    const lines = await node('webhooks.ts', 240_000);
    expect(lines[0]).toBe('registrado: ping verificado');
    expect(lines[1]).toMatch(/^secreto rotado; el anterior firma hasta \d{4}-\d{2}-\d{2}T/);
    expect(lines.slice(2)).toEqual([
      'con el secreto anterior: ping verificado',
      'con los dos secretos: ping verificado',
      'con el secreto nuevo: ping verificado',
      'registro: ping delivered 204',
    ]);
  }, 300_000);

  it('token.ts then sin-conexion.ts: the token verifies online; after the API stops, a new process verifies it from the stored key set', async () => {
    const [line] = await node('token.ts');
    expect(line).toBe(`token: ${COMPANY} COLFACTURA_DOCUMENTO=96`);
    expect(existsSync(path.join(folder, '.licencias/jwks.json'))).toBe(true);

    await t!.close();
    t = undefined;
    await expect(fetch(`${origin}/.well-known/jwks.json`)).rejects.toThrow();
    expect(await node('sin-conexion.ts')).toEqual([
      `sin conexión: token válido, COLFACTURA_DOCUMENTO disponible=96 vence=${entitlementExpiresOn}`,
    ]);
  }, 180_000);
});
