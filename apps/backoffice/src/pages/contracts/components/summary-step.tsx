import { Card, Col, Descriptions, Row, Typography } from 'antd';
import type { ContractParameters } from '@lic/shared-api-types';
import { contractCompanyName, formatContractDate, formatContractQuantity, MISSING_SUMMARY_VALUE } from '@lic/shared-rules';
import { documentTypeName, validityTypeName } from '../../../features/contracts/contract-wizard-values';
import { CONTRACT_TEXT } from '../../../features/contracts/contracts.messages';
import type { ContractStepValues, CustomerStepValues, ServiceLineRow } from '../../../features/contracts/contracts.types';

export interface SummaryStepProps {
  contract: ContractStepValues;
  customer: CustomerStepValues;
  lines: ServiceLineRow[];
  parameters: ContractParameters;
}

const date = (value: ContractStepValues['contractStartDate']) =>
  value ? formatContractDate(value.format('YYYY-MM-DD')) : MISSING_SUMMARY_VALUE;
const orMissing = (value: string | undefined) => (value === undefined || value.trim() === '' ? MISSING_SUMMARY_VALUE : value);

/** Step 5 "Resumen" (§2.8): dates dd/MM/yyyy (es-ES), the company name rule and a card per service line. */
export function SummaryStep({ contract, customer, lines, parameters }: SummaryStepProps) {
  return (
    <>
      <Descriptions column={2} bordered size="small">
        <Descriptions.Item label={CONTRACT_TEXT.summaryNumber}>{orMissing(contract.contractNumber)}</Descriptions.Item>
        <Descriptions.Item label={CONTRACT_TEXT.summaryCompany}>{contractCompanyName(customer)}</Descriptions.Item>
        <Descriptions.Item label={CONTRACT_TEXT.summaryStart}>{date(contract.contractStartDate)}</Descriptions.Item>
        <Descriptions.Item label={CONTRACT_TEXT.summaryEnd}>{date(contract.contractEndDate)}</Descriptions.Item>
        <Descriptions.Item label={CONTRACT_TEXT.summaryDocumentType}>
          {documentTypeName(parameters, customer.documentTypeId)}
        </Descriptions.Item>
        <Descriptions.Item label={CONTRACT_TEXT.summaryDocumentNumber}>{orMissing(customer.documentNumber)}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {CONTRACT_TEXT.summaryServices}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {lines.map((line) => (
          <Col xs={24} md={12} lg={8} key={line.identifierCode}>
            <Card size="small" title={line.packageDescription} data-testid="summary-line">
              <Descriptions column={1} size="small">
                <Descriptions.Item label={CONTRACT_TEXT.quantity}>
                  {formatContractQuantity(line.quantityToAdd, line.isUnlimited)}
                </Descriptions.Item>
                <Descriptions.Item label={CONTRACT_TEXT.validityType}>{validityTypeName(parameters, line.typeValidity)}</Descriptions.Item>
                <Descriptions.Item label={CONTRACT_TEXT.validityAmount}>{line.validityAmount}</Descriptions.Item>
              </Descriptions>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
