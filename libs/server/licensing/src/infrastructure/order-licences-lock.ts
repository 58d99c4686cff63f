import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Serialises, across replicas, the transactions that issue or suspend the licences of one order (an
 * advisory lock held until the transaction ends), so that a reversal handled while the order's licences
 * are being issued is seen by one of them.
 */
export async function lockOrderLicences(tx: EntityManager, referenceUuid: string): Promise<void> {
  await tx
    .getConnection()
    .execute(
      'select pg_advisory_xact_lock(hashtext(?)) as locked',
      [`licensing.order-licences:${referenceUuid}`],
      'all',
      tx.getTransactionContext(),
    );
}
