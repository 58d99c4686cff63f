import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { packageIds, person, REGISTER_TRIAL } from '../../../ordering/src/test/purchase-order-test-kit';

describe('suppression: what the law does not ask to keep goes, the rest is kept and said, never while an order or contract needs it', () => {
  let t: TestApp;
  let holder: ReturnType<typeof person>;
  let customer: string;
  let officer: string;
  let financial: string;

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

  it('suppresses only on a suppression request', async () => {
    const number = await request('CONSULTA');
    const wrong = await t.http().post(`/api/data-requests/${number}/suppress`).set('Authorization', officer);
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('PRIVACY.NOT_A_SUPPRESSION');
  });
});
