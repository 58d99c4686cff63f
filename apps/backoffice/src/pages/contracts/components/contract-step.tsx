import { Col, Form, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { CONTRACT_MESSAGES, type ContractParameters, type ContractProductOption } from '@lic/shared-api-types';
import {
  bogotaToday,
  CONTRACT_NUMBER_MAX_LENGTH,
  CONTRACT_START_MIN,
  contractEndLimits,
  contractEndProblem,
  contractStartProblem,
  maxContractStart,
  MESSAGES,
} from '@lic/shared-rules';
import { CONTRACT_TEXT } from '../../../features/contracts/contracts.messages';
import type { CommercialManager } from '../../../features/contracts/contracts.types';
import { TypedDatePicker } from './typed-date-picker';

export const DATE_FORMAT = 'DD/MM/YYYY';
const iso = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : undefined);
const reject = (message: string | null) => (message === null ? Promise.resolve() : Promise.reject(new Error(message)));

export interface ContractStepProps {
  products: ContractProductOption[];
  managers: CommercialManager[];
  parameters: ContractParameters;
  /** The number found already registered for the product, or null. */
  takenNumber: string | null;
  onProductChange: (product: ContractProductOption | undefined) => void;
  onContractNumberLeft: () => void;
  onContractNumberTyped: () => void;
}

/** Step 1 "Información Contrato" (§2.8, §5.4). It sits inside its StepForm. */
export function ContractStep(props: ContractStepProps) {
  const form = Form.useFormInstance();
  const start = Form.useWatch('contractStartDate', form) as Dayjs | null | undefined;
  const today = bogotaToday();
  const maxStart = maxContractStart(today, props.parameters.startDate);
  const endLimits = start?.isValid() ? contractEndLimits(start.format('YYYY-MM-DD')) : null;
  const required = [{ required: true, message: MESSAGES.required }];

  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="product" label={CONTRACT_TEXT.product} rules={required}>
          <Select
            placeholder={CONTRACT_TEXT.select}
            options={props.products.map((product) => ({ value: product.value, label: product.label }))}
            onChange={(value: number) => props.onProductChange(props.products.find((product) => product.value === value))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="contractNumber"
          label={CONTRACT_TEXT.contractNumber}
          rules={[
            { required: true, whitespace: true, message: MESSAGES.required },
            { max: CONTRACT_NUMBER_MAX_LENGTH, message: MESSAGES.maxLength(CONTRACT_NUMBER_MAX_LENGTH) },
            {
              validator: (_rule, value: unknown) =>
                reject(
                  props.takenNumber !== null && typeof value === 'string' && value.trim() === props.takenNumber
                    ? CONTRACT_MESSAGES.contractNumberTaken
                    : null,
                ),
            },
          ]}
        >
          <Input maxLength={CONTRACT_NUMBER_MAX_LENGTH} onBlur={props.onContractNumberLeft} onChange={props.onContractNumberTyped} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="contractStartDate"
          label={CONTRACT_TEXT.startDate}
          required
          rules={[
            {
              validator: (_rule, value: Dayjs | null | undefined) =>
                reject(contractStartProblem(iso(value), { today, startDateParameter: props.parameters.startDate })),
            },
          ]}
        >
          <TypedDatePicker
            format={DATE_FORMAT}
            placeholder="dd/MM/yyyy"
            style={{ width: '100%' }}
            minDate={dayjs(CONTRACT_START_MIN)}
            maxDate={dayjs(maxStart)}
            onChange={() => form.setFieldValue('contractEndDate', null)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="contractEndDate"
          label={CONTRACT_TEXT.endDate}
          required
          dependencies={['contractStartDate']}
          rules={[
            {
              validator: (_rule, value: Dayjs | null | undefined) =>
                reject(contractEndProblem(iso(value), iso(form.getFieldValue('contractStartDate') as Dayjs | null))),
            },
          ]}
        >
          <TypedDatePicker
            format={DATE_FORMAT}
            placeholder="dd/MM/yyyy"
            style={{ width: '100%' }}
            minDate={endLimits ? dayjs(endLimits.min) : undefined}
            maxDate={endLimits ? dayjs(endLimits.max) : undefined}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="commercialManagerId" label={CONTRACT_TEXT.commercialManager} rules={required}>
          <Select
            showSearch
            optionFilterProp="label"
            placeholder={CONTRACT_TEXT.select}
            options={props.managers.map((manager) => ({ value: manager.id, label: `${manager.names} ${manager.surnames}` }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="paymentCondition" label={CONTRACT_TEXT.paymentCondition} rules={required}>
          <Select
            placeholder={CONTRACT_TEXT.select}
            options={props.parameters.paymentTypes.map((type) => ({ value: type.paymentTypeId, label: type.paymentTypeName }))}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
