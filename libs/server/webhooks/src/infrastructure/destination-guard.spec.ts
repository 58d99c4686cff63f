import { describe, expect, it } from '@jest/globals';
import { DestinationGuard } from './destination-guard';
import { loadWebhooksConfig } from './webhooks.config';

const guard = (env: Record<string, string>) => new DestinationGuard(loadWebhooksConfig({ NODE_ENV: 'test', ...env }));

describe('the SSRF guard of webhooks', () => {
  it('outside development: https only, no credentials, only public addresses', async () => {
    const strict = guard({});
    await expect(strict.resolve('http://8.8.8.8/hook')).rejects.toThrow('debe usar https');
    await expect(strict.resolve('https://user:pw@8.8.8.8/hook')).rejects.toThrow('usuario ni contraseña');
    await expect(strict.resolve('gopher://8.8.8.8/')).rejects.toThrow('no es válida');
    for (const url of [
      'https://127.0.0.1/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://169.254.169.254/',
      'https://localhost/',
      // Other spellings: the URL parser and ipaddr.js read them all as loopback or metadata addresses.
      'https://0x7f.1/',
      'https://2130706433/',
      'https://127.1/',
      'https://0177.0.0.1/',
      'https://[::127.0.0.1]/',
      'https://[::a9fe:a9fe]/',
      'https://[::ffff:7f00:1]/',
      'https://[0:0:0:0:0:ffff:169.254.169.254]/',
      'https://[64:ff9b::a9fe:a9fe]/',
      'https://[2002:a9fe:a9fe::1]/',
      'https://[2001:0:808:808::80ff:fffe]/',
    ]) {
      await expect(strict.resolve(url)).rejects.toThrow('dirección privada');
    }
    await expect(strict.resolve('https://8.8.8.8/hook')).resolves.toMatchObject({ address: '8.8.8.8', family: 4, hostname: '8.8.8.8' });
  });

  it('pins the address it checked', async () => {
    const destination = await guard({}).resolve('https://[2606:4700:4700::1111]/x');
    expect(destination).toMatchObject({ address: '2606:4700:4700::1111', family: 6 });
  });

  it('lets the hosts of WEBHOOK_ALLOWED_HOSTS use http and private addresses; development allows everything', async () => {
    await expect(guard({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1, ::1' }).resolve('http://127.0.0.1:8080/hook')).resolves.toMatchObject({
      address: '127.0.0.1',
    });
    await expect(guard({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1,::1' }).resolve('http://[::1]:8080/hook')).resolves.toMatchObject({
      address: '::1',
    });
    await expect(guard({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' }).resolve('https://10.0.0.1/')).rejects.toThrow('dirección privada');
    await expect(guard({ NODE_ENV: 'development' }).resolve('http://10.0.0.1/')).resolves.toMatchObject({ address: '10.0.0.1' });
  });

  it('refuses a production start without WEBHOOK_SECRET_KEY, or with a key of the wrong size', () => {
    expect(() => loadWebhooksConfig({ NODE_ENV: 'production' })).toThrow('WEBHOOK_SECRET_KEY');
    expect(() => loadWebhooksConfig({ NODE_ENV: 'production', WEBHOOK_SECRET_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      'WEBHOOK_SECRET_KEY',
    );
    expect(
      loadWebhooksConfig({ NODE_ENV: 'production', WEBHOOK_SECRET_KEY: Buffer.alloc(32, 1).toString('base64') }).secretKey,
    ).toHaveLength(32);
  });
});
