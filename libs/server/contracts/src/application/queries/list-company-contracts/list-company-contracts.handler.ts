import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { ListCompanyContractsQuery, type CompanyContractView } from '@lic/server-contracts-api';
import { Contract } from '../../../domain/contract.entity';

const VALIDITY_UNITS: Record<string, [string, string]> = { A: ['año', 'años'], M: ['mes', 'meses'], D: ['día', 'días'] };

const validityOf = (type: string, amount: number): string => {
  const [one, many] = VALIDITY_UNITS[type] ?? [type, type];
  return `${amount} ${amount === 1 ? one : many}`;
};

@QueryHandler(ListCompanyContractsQuery)
export class ListCompanyContractsHandler implements IQueryHandler<ListCompanyContractsQuery> {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ documentTypeId, documentNumber }: ListCompanyContractsQuery): Promise<CompanyContractView[]> {
    const now = this.clock.now();
    const contracts = await this.em
      .fork()
      .find(
        Contract,
        { customerDocumentTypeId: documentTypeId, customerDocumentNumber: documentNumber },
        { populate: ['lines'], orderBy: { contractStartDate: 'desc', id: 'desc' } },
      );
    return contracts.map((contract) => ({
      contractNumber: contract.contractNumber,
      serviceName: contract.serviceName,
      contractStartDate: contract.contractStartDate.toISOString(),
      contractEndDate: contract.contractEndDate.toISOString(),
      standing: contract.standingOn(now),
      customer: {
        name: contract.customerName,
        documentNumber: contract.customerDocumentNumber,
        address: contract.customerFulladdress,
        cellphoneNumber: contract.customerCellphoneNumber,
        email: contract.customerEmail,
      },
      supervisor: contract.supervisorDocumentNumber
        ? {
            name: [contract.supervisorFirstName, contract.supervisorLastName].filter(Boolean).join(' '),
            documentNumber: contract.supervisorDocumentNumber,
            address: contract.supervisorFulladdress ?? '',
            phoneNumber: contract.supervisorPhoneNumber ?? null,
            email: contract.supervisorEmail ?? '',
            jobTitle: contract.supervisorJobTitle ?? null,
          }
        : null,
      lines: contract.lines.getItems().map((line) => ({
        packageCode: line.packageCode,
        packageDescription: line.packageDescription,
        quantity: line.quantity,
        isUnlimited: line.isUnlimited,
        validity: validityOf(line.validityTypeId, line.validityAmount),
      })),
      createdOn: contract.createdOn.toISOString(),
    }));
  }
}
