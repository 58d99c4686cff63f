import type { EntityManager } from '@mikro-orm/postgresql';

/** The next number of the payment reference sequence (never reused, even by a rolled-back order). */
export async function nextPaymentReferenceNumber(em: EntityManager): Promise<number> {
  const rows = await em
    .getConnection()
    .execute<{ value: string }[]>(`select nextval('ordering.payment_reference_seq') as value`, [], 'all', em.getTransactionContext());
  return Number(rows[0].value);
}
