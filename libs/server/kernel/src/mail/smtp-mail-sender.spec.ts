import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server, type Socket } from 'node:net';
import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { OutgoingMail } from './outgoing-mail.entity';
import { SmtpMailSender } from './smtp-mail-sender';

/** Just enough of an SMTP server for nodemailer: it keeps each message's DATA and can refuse recipients. */
function fakeSmtpServer(messages: string[]): Server {
  return createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake\r\n250 8BITMIME\r\n');
        else if (verb === 'RCPT') socket.write(line.includes('rechazado@') ? '550 No such user\r\n' : '250 OK\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 Go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
}

describe('SmtpMailSender', () => {
  const messages: string[] = [];
  const recorded: OutgoingMail[] = [];
  const orm = {
    em: { fork: () => ({ persist: (r: OutgoingMail) => recorded.push(r), flush: async () => undefined }) },
  } as unknown as MikroORM;
  let server: Server;
  let sender: SmtpMailSender;

  beforeAll(async () => {
    Logger.overrideLogger(false);
    server = fakeSmtpServer(messages);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    sender = new SmtpMailSender(
      orm,
      { now: () => new Date('2026-11-22T15:00:00Z') },
      `smtp://127.0.0.1:${port}`,
      'Tienda <no-responder@tienda.co>',
    );
  });
  afterAll(async () => {
    sender.onApplicationShutdown();
    await new Promise((resolve) => server.close(resolve));
  });

  it('delivers over SMTP and records the mail as sent', async () => {
    await sender.send({
      to: 'ana@empresa.com.co',
      subject: 'Colfactura - Código de verificación',
      html: '<p>Tu código es 123456</p>',
      text: 'Tu código es 123456',
      category: 'email-verification-code',
      attachments: [{ filename: 'orden.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 demo') }],
    });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('To: ana@empresa.com.co');
    expect(messages[0]).toContain('orden.pdf');
    expect(recorded.at(-1)).toMatchObject({
      recipient: 'ana@empresa.com.co',
      transport: 'smtp',
      status: 'sent',
      attachments: [{ filename: 'orden.pdf', contentType: 'application/pdf', size: 13 }],
    });
  });

  it('records a refused mail as failed and rejects', async () => {
    await expect(
      sender.send({ to: 'rechazado@empresa.com.co', subject: 'Hola', html: '<p>Hola</p>', text: 'Hola', category: 'test' }),
    ).rejects.toThrow();
    expect(recorded.at(-1)).toMatchObject({ recipient: 'rechazado@empresa.com.co', status: 'failed' });
    expect(recorded.at(-1)?.error).toBeTruthy();
  });
});
