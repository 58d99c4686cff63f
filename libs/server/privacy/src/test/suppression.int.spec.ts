import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { DEMO_PASSWORD } from '@lic/server-identity';
import type { ContractSupervisorPart } from '@lic/shared-api-types';
import { addToCalendarDate, bogotaToday, contractEndInstant, contractStartInstant } from '@lic/shared-rules';
import { colfacturaContract, CREATE } from '../../../contracts/src/test/contracts-test-kit';
import { packageIds, person, REGISTER_TRIAL } from '../../../ordering/src/test/purchase-order-test-kit';

describe('suppression: what the law does not ask to keep goes, the rest is kept and said, never while an order or contract needs it', () => {
  let t: TestApp;
  let holder: ReturnType<typeof person>;
  let customer: string;
  let officer: string;
  let financial: string;
  let refreshToken: string;
  const signIn = () => t.http().post('/api/Login/Authenticate').send({ UserName: 'cliente', Password: DEMO_PASSWORD, AppName: 'firmaya' });

  const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);
  const request = async (type: string) =>
    (
      await t
        .http()
        .post('/api/data-requests')
        .set('Authorization', customer)
        .send({ type, detail: 'Quiero que supriman mis datos de su base de datos.' })
        .expect(201)
    ).body.number as string;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    const ids = await packageIds(t);
    holder = person();
    await t
      .http()
      .post(REGISTER_TRIAL)
      .send({
        submissionId: randomUUID(),
        customer: holder,
        packagesToPurchase: [{ packageId: ids['FIRMAYA-PRUEBA'], packageCode: 'P', packageQuantity: 1 }],
        appName: 'firmaya',
        legalTermsCheck: true,
      })
      .expect(200);
    const [cliente] = await sql<{ id: string }>(`select id from identity."user" where user_name = 'cliente'`);
    customer = `Bearer ${await t.token({ userId: cliente.id, userName: 'cliente', apps: ['FIRMAYA'], customerType: String(holder.documentTypeId), customerValue: holder.documentNumber })}`;
    officer = `Bearer ${await t.staffToken(['OFICIAL_DATOS'], 'oficial.datos')}`;
    financial = `Bearer ${await t.staffToken(['LICFINANCIERO'])}`;
    refreshToken = ((await signIn().expect(200)).body.result as { refreshToken: string }).refreshToken;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('refuses while an order of the holder waits for its payment, and changes nothing', async () => {
    const number = await request('RECLAMO_SUPRESION');
    await sql(`update ordering.purchase_order set state = 5 where service_document_number = ?`, [holder.documentNumber]);
    const refused = await t.http().post(`/api/data-requests/${number}/suppress`).set('Authorization', officer);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('PRIVACY.SUPPRESSION_BLOCKED');
    expect(refused.body.statusMessage).toMatch(/^Aún no podemos suprimir los datos: la orden \S+ está pendiente de pago\./);
    const [row] = await sql<{ email: string }>(`select email from customers.customer where document_number = ?`, [holder.documentNumber]);
    expect(row.email).toBe(holder.email.toLowerCase());
    await sql(`update ordering.purchase_order set state = 8 where service_document_number = ?`, [holder.documentNumber]);
  });

  it('refuses while the holder has a contract the contracts context says is in force, and changes nothing', async () => {
    const [{ number }] = await sql<{ number: string }>(
      `select number from privacy.data_request where type = 'RECLAMO_SUPRESION' order by number desc limit 1`,
    );
    const contract = colfacturaContract();
    contract.customer = {
      personType: 'N',
      documentTypeId: holder.documentTypeId,
      documentNumber: holder.documentNumber,
      firstName: holder.firstName ?? 'Laura',
      lastName: holder.lastName ?? 'Gómez',
      fulladdress: 'Calle 100 # 19-61',
      cityId: 11001,
      cellphoneNumber: '3001234567',
      email: holder.email.toLowerCase(),
    } as typeof contract.customer;
    const superadmin = `Bearer ${await t.staffToken(['SUPERADMIN'], 'superadmin')}`;
    const saved = await t.http().post(CREATE).set('Authorization', superadmin).send(contract);
    expect(saved.status).toBe(200);
    const refused = await t.http().post(`/api/data-requests/${number}/suppress`).set('Authorization', officer);
    expect(refused.status).toBe(422);
    const end = addToCalendarDate(bogotaToday(), 1, 'year');
    expect(refused.body.statusMessage).toBe(
      `Aún no podemos suprimir los datos: el convenio ${contract.contract.contractNumber} está vigente hasta el ${end}. Responde la solicitud explicando el motivo o espera a que termine.`,
    );
    expect((await signIn()).status).toBe(200);
    // The contract ends (its dates as the contracts context keeps them): it no longer holds the data.
    const yearAgo = addToCalendarDate(bogotaToday(), -1, 'year');
    await sql(`update contracts.contract set contract_start_date = ?, contract_end_date = ? where contract_number = ?`, [
      contractStartInstant(yearAgo),
      contractEndInstant(addToCalendarDate(bogotaToday(), -1, 'day')),
      contract.contract.contractNumber,
    ]);
  });

  it('suppresses contact data, mails and the consents’ contact; keeps orders and the proof; answers what was kept and for how long', async () => {
    const [{ number }] = await sql<{ number: string }>(
      `select number from privacy.data_request where type = 'RECLAMO_SUPRESION' order by number desc limit 1`,
    );
    expect((await t.http().post(`/api/data-requests/${number}/suppress`).set('Authorization', financial)).status).toBe(403);
    const done = await t.http().post(`/api/data-requests/${number}/suppress`).set('Authorization', officer);
    expect(done.status).toBe(200);
    expect(done.body.statusMessage).toBe('Datos suprimidos. Enviamos al titular lo que se eliminó y lo que se conserva.');
    const answer = done.body.result.records.answer as string;
    expect(done.body.result.records.state).toBe('RESPONDIDA');
    expect(answer).toContain('Eliminamos el teléfono, el correo, la dirección y el representante legal del registro de clientes');
    expect(answer).toContain(
      'Órdenes pagadas, facturas y soportes contables (nombre y documento del comprador): 10 años desde el cierre del ejercicio',
    );
    expect(answer).toContain('Convenios: mientras estén vigentes y 10 años más');

    const [row] = await sql<{ email: string; cellphone_number: string; full_address: string; first_name: string; document_number: string }>(
      `select email, cellphone_number, full_address, first_name, document_number from customers.customer where document_number = ?`,
      [holder.documentNumber],
    );
    expect(row).toMatchObject({
      email: '',
      cellphone_number: '',
      full_address: '',
      first_name: holder.firstName,
      document_number: holder.documentNumber,
    });
    expect(await sql(`select 1 from kernel.outgoing_mail where recipient = ?`, [holder.email.toLowerCase()])).toHaveLength(0);
    const consents = await sql<{ holder_email: string | null; policy_version: number }>(
      `select holder_email, policy_version from privacy.consent where document_number = ?`,
      [holder.documentNumber],
    );
    expect(consents.length).toBeGreaterThan(0);
    expect(consents.every((c) => c.holder_email === null && c.policy_version === 1)).toBe(true);
    expect(await sql(`select 1 from ordering.purchase_order where service_document_number = ?`, [holder.documentNumber])).toHaveLength(1);
    const [mail] = await sql<{ subject: string }>(
      `select subject from kernel.outgoing_mail where recipient = 'maria.lopez@empresademo.com.co' and category = 'data-request-answered'`,
    );
    expect(mail.subject).toBe(`Respuesta a tu solicitud ${number}`);

    const again = await t.http().post(`/api/data-requests/${number}/suppress`).set('Authorization', officer);
    expect(again.status).toBe(409);
  });

  it('anonymises the sign-in account: no login, no refresh, no name or e-mail; what is kept keeps its integrity', async () => {
    const answer = (
      await t.http().get('/api/data-requests').query({ search: holder.documentNumber }).set('Authorization', officer).expect(200)
    ).body.result.records.find((r: { type: string; state: string }) => r.type === 'RECLAMO_SUPRESION' && r.state === 'RESPONDIDA');
    expect(answer.answer).toContain('el usuario de acceso a la tienda (su nombre, correo y contraseña; ya no puede iniciar sesión)');

    const login = await signIn();
    expect(login.status).toBe(401);
    const refresh = await t.http().post('/api/Login/RefreshToken').send({ RefreshToken: refreshToken, UserName: 'cliente' });
    expect(refresh.status).toBeGreaterThanOrEqual(400);
    const users = await sql<{ user_name: string; email: string; first_name: string; active: boolean; customer_value: string | null }>(
      `select user_name, email, first_name, active, customer_value from identity."user" where user_name = 'cliente' or email = 'maria.lopez@empresademo.com.co' or user_name like 'suprimido-%'`,
    );
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ first_name: 'Titular', active: false, customer_value: null });
    expect(users[0].user_name).toMatch(/^suprimido-[0-9a-f-]{36}$/);
    expect(users[0].email).toBe(`${users[0].user_name}@anonimo.invalid`);
    expect(
      await sql(
        `select 1 from identity.refresh_token t join identity."user" u on u.id = t.user_id where u.user_name = ? and not t.revoked`,
        [users[0].user_name],
      ),
    ).toHaveLength(0);
    // Privacy's own rows follow the new name; nothing names the former user.
    expect(await sql(`select 1 from privacy.consent where user_name = 'cliente'`)).toHaveLength(0);
    expect(await sql(`select 1 from privacy.data_request where user_name = 'cliente'`)).toHaveLength(0);
    // The holder's order is all there, readable by staff.
    const [order] = await sql<{ reference_uuid: string; state: number }>(
      `select id as reference_uuid, state from ordering.purchase_order where service_document_number = ?`,
      [holder.documentNumber],
    );
    const detail = await t
      .http()
      .get(`/license/api/PurchaseOrder/GetPurchaseOrderDetail/${order.reference_uuid}`)
      .set('Authorization', `Bearer ${await t.staffToken(['SUPERADMIN'], 'superadmin')}`)
      .expect(200);
    expect(detail.body.result.serviceCustomer.documentNumber).toBe(holder.documentNumber);
    expect(order.state).toBe(8);
  });

  it("knows a contract's supervisor by e-mail: the public form files their request, and suppression waits for the contract", async () => {
    const stamp = String(Date.now()).slice(-8);
    const email = `supervisor.${stamp}@districaribe.com.co`;
    const contract = colfacturaContract();
    contract.supervisor = { ...(contract.supervisor as ContractSupervisorPart), documentNumber: `12${stamp}`, email: email.toUpperCase() };
    const superadmin = `Bearer ${await t.staffToken(['SUPERADMIN'], 'superadmin')}`;
    expect((await t.http().post(CREATE).set('Authorization', superadmin).send(contract)).status).toBe(200);

    // The e-mail proven with its code, as every public request.
    await t
      .http()
      .get('/license/api/purchaseorderlicense/checkisvalidemail')
      .set('pEmail', email)
      .set('pAppName', 'colfactura')
      .expect(200);
    const mails = await sql<{ text: string }>('select text from kernel.outgoing_mail where recipient = ? order by id desc', [email]);
    const codeMail = mails.find((mail) => /\b\d{6}\b/.test(mail.text));
    const code = /\b(\d{6})\b/.exec(codeMail?.text ?? '')?.[1];
    await t.http().post('/license/api/purchaseorderlicense/validationmailcode').send({ email, code }).expect(200);
    const body = {
      type: 'RECLAMO_SUPRESION',
      detail: 'Ya no soy supervisora: supriman mis datos.',
      email,
      name: 'Paula Andrea Gómez Ríos',
      appName: 'colfactura',
    };
    // Known by the e-mail, but only under the supervisor's own document.
    const otherDocument = await t
      .http()
      .post('/api/data-requests/public')
      .send({ ...body, documentNumber: contract.customer.documentNumber });
    expect(otherDocument.status).toBe(422);
    expect(otherDocument.body.code).toBe('PRIVACY.HOLDER_NOT_FOUND');
    const filed = await t
      .http()
      .post('/api/data-requests/public')
      .send({ ...body, documentNumber: `12${stamp}` });
    expect(filed.status).toBe(201);
    const [saved] = await sql<{ document_number: string; document_type_id: number; user_name: string | null }>(
      'select document_number, document_type_id, user_name from privacy.data_request where number = ?',
      [filed.body.number],
    );
    expect(saved).toEqual({ document_number: `12${stamp}`, document_type_id: 1, user_name: null });

    const refused = await t.http().post(`/api/data-requests/${filed.body.number}/suppress`).set('Authorization', officer);
    expect(refused.status).toBe(422);
    expect(refused.body.statusMessage).toBe(
      `Aún no podemos suprimir los datos: el titular supervisa el convenio ${contract.contract.contractNumber}, vigente hasta el ${addToCalendarDate(bogotaToday(), 1, 'year')}. Responde la solicitud explicando el motivo o espera a que termine.`,
    );
    // Once the contract ended, the supervisor's contact in their consent goes; the contract keeps its copy (retention).
    await sql(`update contracts.contract set contract_start_date = ?, contract_end_date = ? where contract_number = ?`, [
      contractStartInstant(addToCalendarDate(bogotaToday(), -1, 'year')),
      contractEndInstant(addToCalendarDate(bogotaToday(), -1, 'day')),
      contract.contract.contractNumber,
    ]);
    await t.http().post(`/api/data-requests/${filed.body.number}/suppress`).set('Authorization', officer).expect(200);
    const consents = await sql<{ holder_email: string | null }>('select holder_email from privacy.consent where document_number = ?', [
      `12${stamp}`,
    ]);
    expect(consents).toHaveLength(1);
    expect(consents[0].holder_email).toBeNull();
  });

  it('suppresses only on a suppression request', async () => {
    const number = await request('CONSULTA');
    const wrong = await t.http().post(`/api/data-requests/${number}/suppress`).set('Authorization', officer);
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('PRIVACY.NOT_A_SUPPRESSION');
  });
});
