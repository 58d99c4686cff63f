import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { FilterQuery } from '@mikro-orm/core';
import type { ElectronicDocumentView } from '@lic/shared-api-types';
import { ElectronicDocument } from '../../../domain/electronic-document.entity';
import { documentView } from '../../document-views';
import { ListElectronicDocumentsQuery } from './list-electronic-documents.query';

const MAX_ROWS = 5_000;

@QueryHandler(ListElectronicDocumentsQuery)
export class ListElectronicDocumentsHandler implements IQueryHandler<ListElectronicDocumentsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filters }: ListElectronicDocumentsQuery): Promise<ElectronicDocumentView[]> {
    const em = this.em.fork();
    const where: FilterQuery<ElectronicDocument> = {};
    if (filters.referenceUuid) where.referenceUuid = filters.referenceUuid;
    if (filters.owner) {
      const owned = await em.getConnection().execute<{ reference_uuid: string }[]>(
        `select "reference_uuid" from "invoicing"."invoiced_sale"
         where exists (select 1 from jsonb_array_elements("owners") o
                       where o->>'documentNumber' = ? and (?::int is null or (o->>'documentTypeId')::int = ?))`,
        [filters.owner.documentNumber, filters.owner.documentTypeId, filters.owner.documentTypeId],
      );
      if (owned.length === 0) return [];
      where.referenceUuid = filters.referenceUuid ?? { $in: owned.map((row) => row.reference_uuid) };
    }
    if (filters.kind) where.kind = filters.kind;
    if (filters.status) where.status = filters.status;
    if (filters.search) {
      const like = `%${filters.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
      where.$or = [{ number: { $ilike: like } }, { paymentReference: { $ilike: like } }];
    }
    if (filters.from || filters.to) {
      where.issuedAt = {
        ...(filters.from ? { $gte: new Date(`${filters.from}T00:00:00-05:00`) } : {}),
        ...(filters.to ? { $lt: new Date(new Date(`${filters.to}T00:00:00-05:00`).getTime() + 86_400_000) } : {}),
      };
    }
    const documents = await em.find(ElectronicDocument, where, { orderBy: { createdOn: 'desc', id: 'asc' }, limit: MAX_ROWS });
    const creditedIds = documents.map((d) => d.creditedDocumentId).filter((id): id is string => Boolean(id));
    const credited = creditedIds.length
      ? await em.find(ElectronicDocument, { id: { $in: creditedIds } }, { fields: ['id', 'number'] })
      : [];
    const numberOf = new Map(credited.map((d) => [d.id, d.number ?? null]));
    return documents.map((document) =>
      documentView(document, document.creditedDocumentId ? (numberOf.get(document.creditedDocumentId) ?? null) : null),
    );
  }
}
