import { Query } from '@nestjs/cqrs';

/**
 * A contract's standing on a day, as contracts decides it: VIGENTE from the start of its first day to the
 * end of its last, POR_INICIAR before, TERMINADO after.
 */
export type ContractStanding = 'VIGENTE' | 'POR_INICIAR' | 'TERMINADO';

/** One of a company's contracts with the personal data it holds (customer and supervisor as saved). */
export interface CompanyContractView {
  contractNumber: string;
  serviceName: string;
  /** ISO instants. */
  contractStartDate: string;
  contractEndDate: string;
  standing: ContractStanding;
  customer: { name: string; documentNumber: string; address: string; cellphoneNumber: string; email: string };
  supervisor: {
    name: string;
    documentNumber: string;
    address: string;
    phoneNumber: string | null;
    email: string;
    jobTitle: string | null;
  } | null;
  lines: { packageCode: string; packageDescription: string; quantity: number; isUnlimited: boolean; validity: string }[];
  createdOn: string;
}

/**
 * The contracts ("convenios") of a company by its document, the most recent first, with their standing now
 * (answered by contracts; asked by privacy for the holder's export and before a suppression).
 */
export class ListCompanyContractsQuery extends Query<CompanyContractView[]> {
  constructor(
    readonly documentTypeId: number,
    readonly documentNumber: string,
  ) {
    super();
  }
}
