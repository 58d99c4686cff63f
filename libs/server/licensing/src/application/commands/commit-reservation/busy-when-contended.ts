import { ConsumptionBusyError } from '../../../domain/consumption/consumption.errors';
import { ContentionExhausted } from '../../../infrastructure/consumption/contention-retry';

/** Contention that outlasted the ledger's retries: 503 with Retry-After, nothing changed (as consumption). */
export async function busyWhenContended<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ContentionExhausted) throw new ConsumptionBusyError();
    throw error;
  }
}
