import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetDocumentTypesQuery } from '@lic/server-reference';
import { DEFAULT_MAX_REASSIGNMENT_QUOTA, type ContractParameters } from '@lic/shared-api-types';
import { ContractParameter } from '../../../domain/contract-parameter.entity';
import { GetContractParametersQuery } from './get-contract-parameters.query';

interface Visibility {
  id: number;
  isVisibleClient: boolean;
  isVisibleSupervisor: boolean;
}

/** Lists of contracts.contract_parameter; document type names from the reference context, filtered by the visibility flags. */
@QueryHandler(GetContractParametersQuery)
export class GetContractParametersHandler implements IQueryHandler<GetContractParametersQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(): Promise<ContractParameters> {
    const [rows, documentTypes] = await Promise.all([
      this.em.fork().find(ContractParameter, {}),
      this.queryBus.execute(new GetDocumentTypesQuery()),
    ]);
    const value = <T>(code: string, fallback: T): T => (rows.find((row) => row.code === code)?.value as T | undefined) ?? fallback;
    const visibility = new Map(value<Visibility[]>('documentTypeVisibility', []).map((entry) => [entry.id, entry]));
    return {
      paymentTypes: value('paymentTypes', []),
      documentTypes: documentTypes
        .filter((type) => visibility.has(type.id))
        .map((type) => ({
          value: type.id,
          text: type.description,
          documentTypeCode: type.code,
          isVisibleClient: visibility.get(type.id)?.isVisibleClient ?? false,
          isVisibleSupervisor: visibility.get(type.id)?.isVisibleSupervisor ?? false,
        })),
      validityTypes: value('validityTypes', []),
      deviceTypes: value('deviceTypes', []),
      credentialDeliveryTypes: value('credentialDeliveryTypes', []),
      maxValidityAmounts: value('maxValidityAmounts', []),
      maxReassignmentQuota: value('maxReassignmentQuota', DEFAULT_MAX_REASSIGNMENT_QUOTA),
      startDate: value('startDate', { isBeyondOneMonth: false, dateUnit: 'day', quantity: 0 }),
    };
  }
}
