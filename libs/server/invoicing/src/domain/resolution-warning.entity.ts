import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The thresholds staff are mailed about, once each per resolution (decision 0067). */
export const RESOLUTION_THRESHOLD = { RANGE_90: 'RANGO_90', EXPIRY_30: 'VENCE_30' } as const;
export type ResolutionThreshold = (typeof RESOLUTION_THRESHOLD)[keyof typeof RESOLUTION_THRESHOLD];

/**
 * A warning mailed about a numbering resolution: its row makes the hourly job mail each threshold once (the
 * insert and the mails share a transaction, so a failed sending is tried again on the next run).
 */
@Entity({ schema: 'invoicing', tableName: 'resolution_warning' })
export class ResolutionWarning {
  @PrimaryKey({ type: 'uuid' })
  resolutionId!: string;

  @PrimaryKey({ type: 'string', length: 10 })
  threshold!: ResolutionThreshold;

  @Property({ type: 'integer' })
  recipients!: number;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  sentOn!: Date;
}
