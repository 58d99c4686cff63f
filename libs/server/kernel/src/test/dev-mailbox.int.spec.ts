import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { APP_CONFIG, MAIL_SENDER, loadAppConfig, type AppConfig, type MailSender } from '@lic/server-kernel';

describe('mail port and dev mailbox', () => {
  let t: TestApp;
  let mail: MailSender;

  beforeAll(async () => {
    t = await createTestApp();
    mail = t.app.get<MailSender>(MAIL_SENDER);
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (to: string, subject: string, extra: Partial<Parameters<MailSender['send']>[0]> = {}) =>
    mail.send({ to, subject, html: `<p>${subject}</p>`, text: `Hola\n${subject}`, category: 'test', ...extra });

  it('stores every mail and lists the latest first, filtered by recipient in any case', async () => {
    await send('Ana@Empresa.com.co', 'Primero');
    await send('otro@empresa.com.co', 'Otro');
    await send('ana@empresa.com.co', 'Segundo', {
      links: [{ label: 'Continuar', url: 'http://firmaya.localhost:3000/continuar' }],
      attachments: [{ filename: 'orden.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4') }],
    });

    const response = await t.http().get('/api/dev/mailbox').query({ to: 'ANA@empresa.com.co' }).expect(200);
    const records = response.body.result.records as Record<string, unknown>[];
    expect(records.map((r) => r.subject)).toEqual(['Segundo', 'Primero']);
    expect(response.body.result.count).toBe(2);
    expect(records[0]).toMatchObject({
      to: 'ana@empresa.com.co',
      category: 'test',
      text: 'Hola\nSegundo',
      html: '<p>Segundo</p>',
      links: [{ label: 'Continuar', url: 'http://firmaya.localhost:3000/continuar' }],
      attachments: [{ filename: 'orden.pdf', contentType: 'application/pdf', size: 8 }],
      transport: 'database',
      status: 'stored',
    });
    expect(new Date(records[0].sentOn as string).getTime()).toBeLessThanOrEqual(Date.now());

    const all = await t.http().get('/api/dev/mailbox').query({ limit: '2' }).expect(200);
    expect(all.body.result.records).toHaveLength(2);
  });

  it('refuses a bad limit with a Spanish message', async () => {
    const response = await t.http().get('/api/dev/mailbox').query({ limit: '0' }).expect(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION',
      errors: [{ field: 'limit', message: 'Debe ser un número entero entre 1 y 200.' }],
    });
  });

  it('shows the "Buzón de desarrollo" page on every brand host, with escaped text and clickable links', async () => {
    await send('pagina@empresa.com.co', '<script>alert(1)</script> Código', {
      text: 'Tu código es 123456\nAbre http://colfactura.localhost:3000/abrir?x=1',
      links: [{ label: 'Ver orden', url: 'http://colfactura.localhost:3000/orden' }],
    });
    for (const host of ['localhost', 'firmaya.localhost', 'colnomina.localhost:3000']) {
      const response = await t.http().get('/dev/mailbox').set('Host', host).query({ to: 'pagina@empresa.com.co' }).expect(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.text).toContain('<title>Buzón de desarrollo</title>');
      expect(response.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Código');
      expect(response.text).not.toContain('<script>alert(1)</script>');
      expect(response.text).toContain('pagina@empresa.com.co');
      expect(response.text).toContain('Tu código es 123456');
      expect(response.text).toContain('<a href="http://colfactura.localhost:3000/orden">Ver orden</a>');
      expect(response.text).toContain('<a href="http://colfactura.localhost:3000/abrir?x=1">');
    }
  });

  it('answers 404 when the mailbox is off (production without DEV_MAILBOX=true)', async () => {
    const config = t.app.get<AppConfig>(APP_CONFIG);
    config.devMailbox = false;
    try {
      await t.http().get('/api/dev/mailbox').expect(404);
      await t.http().get('/dev/mailbox').expect(404);
    } finally {
      config.devMailbox = true;
    }
  });

  it('is off in production unless DEV_MAILBOX=true', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      LOGIN_PARAMETER_KEY: Buffer.alloc(32, 3).toString('base64'),
      DATABASE_URL: 'postgres://localhost/db',
    };
    expect(loadAppConfig(production).devMailbox).toBe(false);
    expect(loadAppConfig({ ...production, DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(loadAppConfig({ NODE_ENV: 'development' }).devMailbox).toBe(true);
    expect(() => loadAppConfig({ NODE_ENV: 'development', SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
  });
});
