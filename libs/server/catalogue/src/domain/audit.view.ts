import type { AuditedEntity } from '@lic/server-kernel';

/** Audit fields as the back office reads them (user names; ISO dates). */
export interface AuditView {
  createdby: string;
  createdon: string;
  modifiedby: string | null;
  modifiedon: string | null;
}

export function auditOf(entity: AuditedEntity): AuditView {
  return {
    createdby: entity.createdBy,
    createdon: entity.createdOn.toISOString(),
    modifiedby: entity.modifiedBy ?? null,
    modifiedon: entity.modifiedOn?.toISOString() ?? null,
  };
}
