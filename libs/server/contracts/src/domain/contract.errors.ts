import { BusinessRuleError, ConflictError, ForbiddenError, NotFoundError, type DomainErrorField } from '@lic/server-kernel';
import { ContractMessage } from './contract.messages';

/** A §5.4 rule or a server rule of the contract broke (422 with statusMessage; `field` names the payload field). */
export class ContractRuleError extends BusinessRuleError {
  constructor(field: string, message: string, more: DomainErrorField[] = []) {
    super('CONTRACTS.RULE', message);
    this.fields.push({ field, message }, ...more);
  }
}

/** The product already has a contract with this number (409; the wizard shows "Número de contrato ya se encuentra registrado."). */
export class ContractNumberTakenError extends ConflictError {
  constructor(contractNumber: string) {
    super('CONTRACTS.NUMBER_TAKEN', ContractMessage.contractNumberTaken, { contractNumber });
    this.fields.push({ field: 'contract.contractNumber', message: ContractMessage.contractNumberTaken });
  }
}

export class ContractNotFoundError extends NotFoundError {
  constructor() {
    super('CONTRACTS.NOT_FOUND', ContractMessage.contractNotFound);
  }
}

/** The product is not a contract product (inactive, unknown or not flagged contractedServices). */
export class ContractProductNotFoundError extends NotFoundError {
  constructor() {
    super('CONTRACTS.PRODUCT_NOT_FOUND', ContractMessage.productNotAvailable);
  }
}

/** The caller's privileges do not grant the product (§6). */
export class ContractProductForbiddenError extends ForbiddenError {
  constructor() {
    super('CONTRACTS.PRODUCT_FORBIDDEN', ContractMessage.productNotAllowed);
  }
}

/** A customer user asked about another company. */
export class NotOwnCompanyError extends ForbiddenError {
  constructor() {
    super('CONTRACTS.NOT_OWN_COMPANY', ContractMessage.notOwnCompany);
  }
}
