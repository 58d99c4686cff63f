import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { CredentialDeliveryTypeOption, DeviceTypeOption, MaxValidityAmount, ValidityTypeOption } from '@lic/shared-api-types';
import {
  CONTRACT_QUANTITY_MAX_LENGTH,
  contractQuantityProblem,
  DEFAULT_MAX_REASSIGNMENT_QUOTA,
  editingIndexAfterRemoval,
  exceedsMaxValidityAmount,
  formatContractQuantity,
  isDuplicateServiceLine,
  isEmpty,
  keepDigits,
  maxValidityAmount,
  MESSAGES,
  normalizeReassignmentQuotaInput,
  normalizeValidityAmountInput,
  REASSIGNMENT_QUOTA_MAX_LENGTH,
  reassignmentQuotaProblem,
  saveServiceLine,
  toAntdRules,
  VALIDITY_AMOUNT_MAX_LENGTH,
  validityAmountProblem,
} from '@lic/shared-rules';
import { Button, Col, Form, Input, Row, Select, Space, Switch, Table, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../feedback/notify';
import {
  toContractedServiceItem,
  toContractedServiceValues,
  validityTypeLabel,
  type ContractedServiceItem,
  type ContractedServiceOption,
  type ContractedServiceValues,
  type ContractedServicesVariant,
} from './contracted-service-item';
import { CONTRACTED_SERVICES_PAGE_SIZES, CONTRACTED_SERVICES_TEXTS, type ContractedServicesTexts } from './contracted-services.texts';

export interface ContractedServicesFormProps {
  /** 'device': quantity, validity, reassignment quota, device type, credentials delivery; 'service': quantity with the unlimited switch and validity. */
  variant: ContractedServicesVariant;
  /** The services (packages) to pick from. */
  services: readonly ContractedServiceOption[];
  validityTypes: readonly ValidityTypeOption[];
  maxValidityAmounts: readonly MaxValidityAmount[];
  /** Device variant only. */
  deviceTypes?: readonly DeviceTypeOption[];
  /** Device variant only. */
  credentialDeliveryTypes?: readonly CredentialDeliveryTypeOption[];
  /** The parameter's maximum reassignment quota; 5 when the parameters did not load (§8). */
  maxReassignmentQuota?: number;
  /** The list (controlled). */
  items: readonly ContractedServiceItem[];
  onItemsChange: (items: ContractedServiceItem[]) => void;
  /** The row being edited, when the parent keeps it (e.g. to stop editing when the product changes); internal otherwise. */
  editingIndex?: number | null;
  onEditingIndexChange?: (index: number | null) => void;
  /** Texts replacing the defaults of CONTRACTED_SERVICES_TEXTS. */
  texts?: Partial<ContractedServicesTexts>;
  /** The validity type and amount a new line starts with (the wizard's: the contract's span); empty otherwise. */
  defaultValidity?: Pick<ContractedServiceValues, 'validityService' | 'validityAmount'> | null;
  /** Prefix of the fields' ids; give each form on a page its own. */
  name?: string;
}

const digits = (typed: unknown) => (typeof typed === 'string' ? keepDigits(typed) : typed);
const required = [{ required: true, message: MESSAGES.required }];

/**
 * The contracted-services form (backoffice-licensing.md §2.8 step 4, §3.4, §4.3, §5.3, §5.4): an editor that adds or
 * updates a service line, and the table of lines with edit and delete icons. A line repeating service + device code +
 * validity amount + validity type is refused with "Ya existe el producto en la lista.". The editor is a form of its
 * own without a <form> element, so it may sit inside another form (the wizard's step).
 */
export function ContractedServicesForm(props: ContractedServicesFormProps) {
  const { variant, items, validityTypes, maxValidityAmounts } = props;
  const texts: ContractedServicesTexts = { ...CONTRACTED_SERVICES_TEXTS, ...props.texts };
  const deviceBased = variant === 'device';
  const maxQuota = props.maxReassignmentQuota ?? DEFAULT_MAX_REASSIGNMENT_QUOTA;
  const [ownEditingIndex, setOwnEditingIndex] = useState<number | null>(null);
  const editingIndex = props.editingIndex === undefined ? ownEditingIndex : props.editingIndex;
  const setEditingIndex = (index: number | null) => {
    setOwnEditingIndex(index);
    props.onEditingIndexChange?.(index);
  };

  const [editor] = Form.useForm<ContractedServiceValues>();
  const unlimited = Form.useWatch('isSwitchEnabled', editor) === true;

  useEffect(() => {
    if (editingIndex === null) editor.resetFields();
  }, [editingIndex, editor]);
  // The default validity may arrive after the editor mounted (the wizard's steps mount together): a line not
  // being edited, whose validity nobody touched, takes it.
  const defaultType = props.defaultValidity?.validityService;
  const defaultAmount = props.defaultValidity?.validityAmount;
  useEffect(() => {
    if (editingIndex !== null || editor.isFieldsTouched(['validityService', 'validityAmount'])) return;
    editor.setFieldsValue({ validityService: defaultType, validityAmount: defaultAmount });
  }, [defaultType, defaultAmount, editingIndex, editor]);

  // "Cantidad ilimitada" clears the quantity (set to '' rather than undefined, which would leave the old text showing).
  const onUnlimitedChange = (checked: boolean) => {
    if (checked) editor.setFields([{ name: 'quantityToAddService', value: '', errors: [] }]);
  };
  // §5.4: an amount above the maximum of the chosen type is cleared, as it is typed or when the type changes;
  // the field then says why (the maximum it went over) instead of a bare "Campo obligatorio".
  const clearedAbove = useRef<number | null>(null);
  const onValidityTypeChange = (type: string) => {
    if (exceedsMaxValidityAmount(editor.getFieldValue('validityAmount'), type, maxValidityAmounts)) {
      clearedAbove.current = maxValidityAmount(type, maxValidityAmounts);
      editor.setFieldValue('validityAmount', '');
      void editor.validateFields(['validityAmount']).catch(() => undefined);
    }
  };
  const normalizeValidityAmount = (typed: unknown, _previous: unknown, all: ContractedServiceValues) => {
    if (typeof typed !== 'string') return typed;
    const kept = normalizeValidityAmountInput(typed, all.validityService, maxValidityAmounts);
    clearedAbove.current = kept === '' && keepDigits(typed) !== '' ? maxValidityAmount(all.validityService, maxValidityAmounts) : null;
    return kept;
  };
  const validityAmountRule = (value: unknown) =>
    isEmpty(value) && clearedAbove.current !== null
      ? MESSAGES.validityAmountCleared(clearedAbove.current)
      : validityAmountProblem(value, editor.getFieldValue('validityService'), maxValidityAmounts);

  const save = async () => {
    const values = await editor.validateFields().catch(() => null);
    if (values === null) return;
    const item = toContractedServiceItem(values, variant, props.services);
    if (isDuplicateServiceLine(items, item.identifierCode, editingIndex)) {
      notify.warning(texts.duplicate);
      return;
    }
    props.onItemsChange(saveServiceLine(items, item, editingIndex));
    setEditingIndex(null);
    editor.resetFields();
  };

  const edit = (index: number) => {
    editor.resetFields();
    editor.setFieldsValue(toContractedServiceValues(items[index]));
    setEditingIndex(index);
  };

  const remove = (index: number) => {
    props.onItemsChange(items.filter((_item, position) => position !== index));
    const next = editingIndexAfterRemoval(editingIndex, index);
    if (next !== editingIndex) setEditingIndex(next);
  };

  return (
    <>
      <Form
        form={editor}
        name={props.name ?? 'contractedServices'}
        component={false}
        layout="vertical"
        initialValues={props.defaultValidity ?? undefined}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="productService" label={texts.service} rules={required}>
              <Select
                showSearch
                optionFilterProp="label"
                placeholder={texts.select}
                options={props.services.map((option) => ({ value: option.value, label: option.label }))}
              />
            </Form.Item>
          </Col>
          <Col xs={deviceBased ? 24 : 14} md={deviceBased ? 12 : 6}>
            <Form.Item
              name="quantityToAddService"
              label={texts.quantity}
              normalize={digits}
              dependencies={['isSwitchEnabled']}
              required={!unlimited}
              rules={toAntdRules({ rule: (value) => contractQuantityProblem(value, editor.getFieldValue('isSwitchEnabled') === true) })}
            >
              <Input maxLength={CONTRACT_QUANTITY_MAX_LENGTH} inputMode="numeric" disabled={unlimited} />
            </Form.Item>
          </Col>
          {!deviceBased && (
            <Col xs={10} md={6}>
              <Form.Item name="isSwitchEnabled" label={texts.unlimited} valuePropName="checked" initialValue={false}>
                <Switch aria-label={texts.unlimited} onChange={onUnlimitedChange} />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={12}>
            <Form.Item name="validityService" label={texts.validityType} rules={required}>
              <Select
                placeholder={texts.select}
                options={validityTypes.map((type) => ({ value: type.id, label: type.nameValidity }))}
                onChange={onValidityTypeChange}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="validityAmount"
              label={texts.validityAmount}
              normalize={normalizeValidityAmount}
              required
              dependencies={['validityService']}
              rules={toAntdRules({ rule: validityAmountRule })}
            >
              <Input maxLength={VALIDITY_AMOUNT_MAX_LENGTH} inputMode="numeric" />
            </Form.Item>
          </Col>
          {deviceBased && (
            <>
              <Col xs={24} md={8}>
                <Form.Item
                  name="reassignmentQuota"
                  label={texts.reassignmentQuota}
                  normalize={(typed: unknown) => (typeof typed === 'string' ? normalizeReassignmentQuotaInput(typed) : typed)}
                  required
                  rules={toAntdRules({ rule: (value) => reassignmentQuotaProblem(value, maxQuota) })}
                >
                  <Input maxLength={REASSIGNMENT_QUOTA_MAX_LENGTH} inputMode="numeric" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="deviceType" label={texts.deviceType} rules={required}>
                  <Select
                    placeholder={texts.select}
                    options={(props.deviceTypes ?? []).map((type) => ({ value: type.codeDevice, label: type.nameDevice }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="credentialsDeliveryType" label={texts.credentialsDeliveryType} rules={required}>
                  <Select
                    placeholder={texts.select}
                    options={(props.credentialDeliveryTypes ?? []).map((type) => ({ value: type.id, label: type.nameDelivery }))}
                  />
                </Form.Item>
              </Col>
            </>
          )}
        </Row>
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => void save()}>
            {editingIndex === null ? texts.saveLine : texts.updateLine}
          </Button>
          {editingIndex !== null && <Button onClick={() => setEditingIndex(null)}>{texts.cancelEdit}</Button>}
        </Space>
      </Form>
      <Table<ContractedServiceItem>
        rowKey="identifierCode"
        size="small"
        dataSource={[...items]}
        locale={{ emptyText: texts.empty }}
        pagination={{
          defaultPageSize: CONTRACTED_SERVICES_PAGE_SIZES[0],
          pageSizeOptions: CONTRACTED_SERVICES_PAGE_SIZES,
          hideOnSinglePage: true,
        }}
        columns={[
          { title: texts.service, dataIndex: 'productServiceName' },
          { title: texts.quantity, render: (_value, item) => formatContractQuantity(item.quantityToAddService, item.isSwitchEnabled) },
          { title: texts.validityType, render: (_value, item) => validityTypeLabel(validityTypes, item.validityService) },
          { title: texts.validityAmount, dataIndex: 'validityAmount' },
          {
            title: texts.actions,
            // The row's place in the whole list (render's index counts within the page).
            render: (_value, item) => {
              const index = items.findIndex((line) => line.identifierCode === item.identifierCode);
              return (
                <Space>
                  <Tooltip title={texts.editLine}>
                    <Button
                      type="text"
                      icon={<EditOutlined />}
                      aria-label={texts.editLine}
                      disabled={editingIndex === index}
                      onClick={() => edit(index)}
                    />
                  </Tooltip>
                  <Tooltip title={texts.deleteLine}>
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={texts.deleteLine} onClick={() => remove(index)} />
                  </Tooltip>
                </Space>
              );
            },
          },
        ]}
      />
    </>
  );
}
