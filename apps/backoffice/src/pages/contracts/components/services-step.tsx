import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, Select, Space, Switch, Table, Tooltip } from 'antd';
import { useEffect } from 'react';
import { CONTRACT_MESSAGES, type ContractPackageOption, type ContractParameters } from '@lic/shared-api-types';
import {
  CONTRACT_QUANTITY_MAX_LENGTH,
  contractQuantityProblem,
  exceedsMaxValidityAmount,
  formatContractQuantity,
  isDuplicateServiceLine,
  MESSAGES,
  normalizeReassignmentQuota,
  REASSIGNMENT_QUOTA_MAX_LENGTH,
  reassignmentQuotaProblem,
  toAntdRules,
  VALIDITY_AMOUNT_MAX_LENGTH,
  validityAmountProblem,
} from '@lic/shared-rules';
import { notify } from '@lic/web-ui';
import {
  toEditorValues,
  toServiceLineRow,
  validityTypeName,
  type ServiceLineEditorValues,
} from '../../../features/contracts/contract-wizard-values';
import { CONTRACT_PAGE_SIZES, CONTRACT_TEXT } from '../../../features/contracts/contracts.messages';
import type { ServiceLineRow } from '../../../features/contracts/contracts.types';

export interface ServicesStepProps {
  deviceBased: boolean;
  packages: ContractPackageOption[];
  parameters: ContractParameters;
  lines: ServiceLineRow[];
  onLinesChange: (lines: ServiceLineRow[]) => void;
  editingIndex: number | null;
  onEditingIndexChange: (index: number | null) => void;
}

const digitsOnly = (typed: unknown) => (typeof typed === 'string' ? typed.replace(/\D/g, '') : typed);

/**
 * Step 4 "Servicios Contratados" (§2.8, §4.3, §4.4, §5.3, §5.4): the line editor in its service or device variant
 * and the table of lines. The editor is a form of its own (no <form> element inside the step's form).
 */
export function ServicesStep(props: ServicesStepProps) {
  const { deviceBased, parameters, lines, editingIndex } = props;
  const [editor] = Form.useForm<ServiceLineEditorValues>();
  const unlimited = Form.useWatch('isUnlimited', editor) === true;

  useEffect(() => {
    if (editingIndex === null) editor.resetFields();
  }, [editingIndex, editor]);

  const exceedsMax = (amount: unknown, type: unknown) => exceedsMaxValidityAmount(amount, type, parameters.maxValidityAmounts);
  const onUnlimitedChange = (checked: boolean) => {
    if (checked) editor.setFields([{ name: 'quantityToAdd', value: '', errors: [] }]);
  };
  // §5.4: an amount (cleared to '' rather than undefined, which would leave the input showing the old text) above the maximum of the chosen type is cleared, as it is typed or when the type changes.
  const onValidityTypeChange = (type: string) => {
    if (exceedsMax(editor.getFieldValue('validityAmount'), type)) editor.setFieldValue('validityAmount', '');
  };
  const normalizeValidityAmount = (typed: unknown, _previous: unknown, all: ServiceLineEditorValues) => {
    const digits = digitsOnly(typed);
    return exceedsMax(digits, all.typeValidity) ? '' : digits;
  };

  const save = async () => {
    const values = await editor.validateFields().catch(() => null);
    if (values === null) return;
    const row = toServiceLineRow(values, deviceBased, props.packages, parameters);
    if (isDuplicateServiceLine(lines, row.identifierCode, editingIndex)) {
      notify.warning(CONTRACT_MESSAGES.duplicateProduct);
      return;
    }
    props.onLinesChange(editingIndex === null ? [...lines, row] : lines.map((line, index) => (index === editingIndex ? row : line)));
    props.onEditingIndexChange(null);
    editor.resetFields();
  };

  const edit = (index: number) => {
    editor.resetFields();
    editor.setFieldsValue(toEditorValues(lines[index], parameters));
    props.onEditingIndexChange(index);
  };

  const remove = (index: number) => {
    props.onLinesChange(lines.filter((_line, position) => position !== index));
    if (editingIndex === index) props.onEditingIndexChange(null);
    else if (editingIndex !== null && editingIndex > index) props.onEditingIndexChange(editingIndex - 1);
  };

  const required = [{ required: true, message: MESSAGES.required }];
  const typeValidity = () => editor.getFieldValue('typeValidity') as string | undefined;

  return (
    <>
      <Form form={editor} component={false} layout="vertical">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="packageCode" label={CONTRACT_TEXT.service} rules={required}>
              <Select
                showSearch
                optionFilterProp="label"
                placeholder={CONTRACT_TEXT.select}
                options={props.packages.map((option) => ({ value: option.packageCode, label: option.packageDescription }))}
              />
            </Form.Item>
          </Col>
          <Col xs={deviceBased ? 24 : 16} md={deviceBased ? 12 : 8}>
            <Form.Item
              name="quantityToAdd"
              label={CONTRACT_TEXT.quantity}
              normalize={digitsOnly}
              dependencies={['isUnlimited']}
              required={!unlimited}
              rules={toAntdRules({ rule: (value) => contractQuantityProblem(value, editor.getFieldValue('isUnlimited') === true) })}
            >
              <Input maxLength={CONTRACT_QUANTITY_MAX_LENGTH} inputMode="numeric" disabled={unlimited} />
            </Form.Item>
          </Col>
          {!deviceBased && (
            <Col xs={8} md={4}>
              <Form.Item name="isUnlimited" label={CONTRACT_TEXT.unlimited} valuePropName="checked" initialValue={false}>
                <Switch aria-label={CONTRACT_TEXT.unlimited} onChange={onUnlimitedChange} />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={12}>
            <Form.Item name="typeValidity" label={CONTRACT_TEXT.validityType} rules={required}>
              <Select
                placeholder={CONTRACT_TEXT.select}
                options={parameters.validityTypes.map((type) => ({ value: type.id, label: type.nameValidity }))}
                onChange={onValidityTypeChange}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="validityAmount"
              label={CONTRACT_TEXT.validityAmount}
              normalize={normalizeValidityAmount}
              required
              dependencies={['typeValidity']}
              rules={toAntdRules({ rule: (value) => validityAmountProblem(value, typeValidity(), parameters.maxValidityAmounts) })}
            >
              <Input maxLength={VALIDITY_AMOUNT_MAX_LENGTH} inputMode="numeric" />
            </Form.Item>
          </Col>
          {deviceBased && (
            <>
              <Col xs={24} md={8}>
                <Form.Item
                  name="reassignmentQuota"
                  label={CONTRACT_TEXT.reassignmentQuota}
                  normalize={(typed: unknown) => (typeof typed === 'string' ? normalizeReassignmentQuota(typed.replace(/\D/g, '')) : typed)}
                  required
                  rules={toAntdRules({ rule: (value) => reassignmentQuotaProblem(value, parameters.maxReassignmentQuota) })}
                >
                  <Input maxLength={REASSIGNMENT_QUOTA_MAX_LENGTH} inputMode="numeric" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="deviceTypeId" label={CONTRACT_TEXT.deviceType} rules={required}>
                  <Select
                    placeholder={CONTRACT_TEXT.select}
                    options={parameters.deviceTypes.map((type) => ({ value: type.id, label: type.nameDevice }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="credentialsDeliveryType" label={CONTRACT_TEXT.credentialsDeliveryType} rules={required}>
                  <Select
                    placeholder={CONTRACT_TEXT.select}
                    options={parameters.credentialDeliveryTypes.map((type) => ({ value: type.id, label: type.nameDelivery }))}
                  />
                </Form.Item>
              </Col>
            </>
          )}
        </Row>
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => void save()}>
            {editingIndex === null ? CONTRACT_TEXT.saveLine : CONTRACT_TEXT.updateLine}
          </Button>
          {editingIndex !== null && <Button onClick={() => props.onEditingIndexChange(null)}>{CONTRACT_TEXT.cancelEdit}</Button>}
        </Space>
      </Form>
      <Table<ServiceLineRow>
        rowKey="identifierCode"
        size="small"
        dataSource={lines}
        locale={{ emptyText: CONTRACT_MESSAGES.noServices }}
        pagination={{ defaultPageSize: CONTRACT_PAGE_SIZES[0], pageSizeOptions: CONTRACT_PAGE_SIZES, hideOnSinglePage: true }}
        columns={[
          { title: CONTRACT_TEXT.service, dataIndex: 'packageDescription' },
          { title: CONTRACT_TEXT.quantity, render: (_value, line) => formatContractQuantity(line.quantityToAdd, line.isUnlimited) },
          { title: CONTRACT_TEXT.validityType, render: (_value, line) => validityTypeName(parameters, line.typeValidity) },
          { title: CONTRACT_TEXT.validityAmount, dataIndex: 'validityAmount' },
          {
            title: CONTRACT_TEXT.actions,
            render: (_value, _line, index) => (
              <Space>
                <Tooltip title={CONTRACT_TEXT.editLine}>
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={CONTRACT_TEXT.editLine}
                    disabled={editingIndex === index}
                    onClick={() => edit(index)}
                  />
                </Tooltip>
                <Tooltip title={CONTRACT_TEXT.deleteLine}>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={CONTRACT_TEXT.deleteLine}
                    onClick={() => remove(index)}
                  />
                </Tooltip>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
