import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { IsEmailVerifiedQuery } from '@lic/server-storefront-api';
import { ask, checkEmail, lastCodeSentTo, mailboxOf, moveClock, restoreClock, validateCode } from './verification-test-kit';

const WRONG = 'El código ingresado no es válido.';
const EXPIRED = 'El código ha expirado, solicita uno nuevo.';
const LOCKED = 'Has superado el número de intentos, solicita un nuevo código.';
const MINUTE = 60_000;

describe('E-mail verification through HTTP', () => {
  let t: TestApp;
  let verified: (email: string) => Promise<boolean>;

  beforeAll(async () => {
    t = await createTestApp();
    verified = (email) => ask(t, new IsEmailVerifiedQuery(email));
  });
  afterEach(() => restoreClock());
  afterAll(async () => {
    await t?.close();
  });

  const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

  it('sends a code by mail, approves it and then needs no code for a day', async () => {
    const email = 'Ana.Compras@Empresa.com.co';
    const first = await checkEmail(t, email, { resend: 'false', appName: 'colfactura' }).expect(200);
    expect(first.body).toEqual({ result: { approvalMail: false } });

    const mails = await mailboxOf(t, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'ana.compras@empresa.com.co', subject: 'Colfactura - Código de verificación' });
    const code = await lastCodeSentTo(t, email);
    expect(code).toMatch(/^\d{6}$/);
    expect(mails[0].html).toContain(code);

    // Only a keyed hash is stored.
    const [row] = await t.orm.em
      .getConnection()
      .execute<{ code_hash: string }[]>('select code_hash from ordering.email_verification where email = ?', [
        'ana.compras@empresa.com.co',
      ]);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
    expect(await verified(email)).toBe(false);

    const approved = await validateCode(t, { email, code }).expect(200);
    expect(approved.body).toEqual({ result: { approved: true }, statusMessage: '¡Verificación Exitosa!' });
    expect(await verified('ana.compras@empresa.com.co')).toBe(true);

    const again = await checkEmail(t, email, { resend: 'false', appName: 'colfactura' }).expect(200);
    expect(again.body.result.approvalMail).toBe(true);
    expect(await mailboxOf(t, email)).toHaveLength(1);

    // The code is spent.
    const reused = await validateCode(t, { email, code }).expect(422);
    expect(reused.body.statusMessage).toBe(WRONG);

    // A day later the address needs a new code.
    moveClock(t, 24 * 60 * MINUTE + MINUTE);
    expect(await verified(email)).toBe(false);
    const nextDay = await checkEmail(t, email, { appName: 'colfactura' }).expect(200);
    expect(nextDay.body.result.approvalMail).toBe(false);
    expect(await mailboxOf(t, email)).toHaveLength(2);
  });

  it('locks the code after five wrong attempts, even for the right code', async () => {
    const email = 'bloqueo@empresa.com.co';
    await checkEmail(t, email, { appName: 'colfactura' }).expect(200);
    const code = await lastCodeSentTo(t, email);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await validateCode(t, { email, code: otherThan(code) }).expect(422);
      expect(wrong.body).toMatchObject({
        statusCode: 422,
        code: 'ORDERING.MAIL_CODE_INVALID',
        statusMessage: WRONG,
        errors: [{ field: 'code', message: WRONG }],
      });
    }
    const locked = await validateCode(t, { email, code }).expect(422);
    expect(locked.body).toMatchObject({
      code: 'ORDERING.MAIL_CODE_LOCKED',
      statusMessage: LOCKED,
      errors: [{ field: 'code', message: LOCKED }],
    });
    expect(await verified(email)).toBe(false);

    // A new code (after the 30 s wait) gives five fresh attempts.
    moveClock(t, 31_000);
    await checkEmail(t, email, { resend: 'true', appName: 'colfactura' }).expect(200);
    const fresh = await lastCodeSentTo(t, email);
    await validateCode(t, { email, code: fresh }).expect(200);
  });

  it('counts guesses sent in parallel one by one', async () => {
    const email = 'paralelo@empresa.com.co';
    await checkEmail(t, email).expect(200);
    const code = await lastCodeSentTo(t, email);
    const guesses = await Promise.all(Array.from({ length: 8 }, () => validateCode(t, { email, code: otherThan(code) })));
    expect(guesses.map((g) => g.body.statusMessage).sort()).toEqual([...Array(3).fill(LOCKED), ...Array(5).fill(WRONG)].sort());
    expect((await validateCode(t, { email, code }).expect(422)).body.statusMessage).toBe(LOCKED);
  });

  it('refuses a code after ten minutes', async () => {
    const email = 'expira@empresa.com.co';
    await checkEmail(t, email, { appName: 'firmaya' }).expect(200);
    const code = await lastCodeSentTo(t, email);
    moveClock(t, 10 * MINUTE);
    const expired = await validateCode(t, { email, code }).expect(422);
    expect(expired.body).toMatchObject({
      code: 'ORDERING.MAIL_CODE_EXPIRED',
      statusMessage: EXPIRED,
      errors: [{ field: 'code', message: EXPIRED }],
    });
    moveClock(t, 9 * MINUTE);
    await validateCode(t, { email, code }).expect(200);
  });

  it('limits resends to one every 30 seconds and keeps the pending code on a plain request', async () => {
    const email = 'reenvio@empresa.com.co';
    await checkEmail(t, email, { appName: 'colfactura' }).expect(200);
    const first = await lastCodeSentTo(t, email);

    const plain = await checkEmail(t, email, { resend: 'false', appName: 'colfactura' }).expect(200);
    expect(plain.body.result.approvalMail).toBe(false);
    expect(await mailboxOf(t, email)).toHaveLength(1);

    const tooSoon = await checkEmail(t, email, { resend: 'true', appName: 'colfactura' }).expect(429);
    expect(tooSoon.body.statusMessage).toMatch(/^Debes esperar \d+ segundos antes de solicitar un nuevo código\.$/);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(30);

    moveClock(t, 30_000);
    await checkEmail(t, email, { resend: 'TRUE', appName: 'colfactura' }).expect(200);
    expect(await mailboxOf(t, email)).toHaveLength(2);
    const second = await lastCodeSentTo(t, email);
    if (second !== first) expect((await validateCode(t, { email, code: first }).expect(422)).body.statusMessage).toBe(WRONG);
    await validateCode(t, { email, code: second }).expect(200);
  });

  it('brands the subject with pAppName, or with the host when pAppName is missing', async () => {
    await checkEmail(t, 'marca@empresa.com.co', { appName: 'FirmaYa' }).expect(200);
    expect((await mailboxOf(t, 'marca@empresa.com.co'))[0].subject).toBe('Firmaya - Código de verificación');
    await checkEmail(t, 'host@empresa.com.co', { host: 'colnomina.localhost:3000' }).expect(200);
    expect((await mailboxOf(t, 'host@empresa.com.co'))[0].subject).toBe('Colnómina - Código de verificación');
  });

  it('refuses blocked domains and bad headers with Spanish messages', async () => {
    const blocked = await checkEmail(t, 'alguien@mailinator.com', { appName: 'colfactura' }).expect(400);
    expect(blocked.body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION',
      errors: [{ field: 'pEmail', message: 'El dominio de correo ingresado no es permitido.' }],
    });
    const subdomain = await checkEmail(t, 'alguien@x.yopmail.com').expect(400);
    expect(subdomain.body.errors).toEqual([{ field: 'pEmail', message: 'El dominio de correo ingresado no es permitido.' }]);

    const missing = await checkEmail(t, undefined).expect(400);
    expect(missing.body.errors).toEqual([{ field: 'pEmail', message: 'Campo obligatorio' }]);
    const malformed = await checkEmail(t, 'no-es-correo').expect(400);
    expect(malformed.body.errors).toEqual([
      { field: 'pEmail', message: 'Debe ingresar una dirección de correo válida, mínimo 10 caracteres' },
    ]);
    const long = await checkEmail(t, `${'a'.repeat(95)}@empresa.co`).expect(400);
    expect(long.body.errors).toEqual([{ field: 'pEmail', message: 'Máximo 100 caracteres.' }]);

    const flags = await checkEmail(t, 'flags@empresa.com.co', { resend: 'quizas', appName: 'otraapp' }).expect(400);
    expect(flags.body.errors).toEqual([
      { field: 'pResendEmail', message: "El valor debe ser 'true' o 'false'." },
      { field: 'pAppName', message: 'La aplicación indicada no existe.' },
    ]);
    expect(await mailboxOf(t, 'alguien@mailinator.com')).toHaveLength(0);
    expect(await mailboxOf(t, 'flags@empresa.com.co')).toHaveLength(0);
  });

  it('refuses a malformed code request before looking at any code', async () => {
    const noCode = await validateCode(t, { email: 'ana@empresa.com.co' }).expect(400);
    expect(noCode.body.errors).toEqual([{ field: 'code', message: 'Ingresa el código de validación' }]);
    const letters = await validateCode(t, { email: 'ana@empresa.com.co', code: '12a456' }).expect(400);
    expect(letters.body.errors).toEqual([{ field: 'code', message: 'Ingresa un código numérico de 6 caracteres.' }]);
    const badEmail = await validateCode(t, { email: 'ana', code: '123456' }).expect(400);
    expect(badEmail.body.errors).toEqual([
      { field: 'email', message: 'Debe ingresar una dirección de correo válida, mínimo 10 caracteres' },
    ]);
    const extra = await validateCode(t, { email: 'ana@empresa.com.co', code: '123456', approved: true }).expect(400);
    expect(extra.body.errors).toEqual([{ field: 'approved', message: 'Este campo no está permitido.' }]);
    const unknown = await validateCode(t, { email: 'nadie@empresa.com.co', code: '123456' }).expect(422);
    expect(unknown.body.statusMessage).toBe(WRONG);
  });

  it('answers the routes in any letter case', async () => {
    await t.http().get('/License/API/PurchaseOrderLicense/CheckIsValidEmail').set('pEmail', 'mayus@empresa.com.co').expect(200);
    const code = await lastCodeSentTo(t, 'mayus@empresa.com.co');
    await t.http().post('/license/api/PurchaseOrderLicense/ValidationMailCode').send({ email: 'MAYUS@empresa.com.co', code }).expect(200);
  });
});
