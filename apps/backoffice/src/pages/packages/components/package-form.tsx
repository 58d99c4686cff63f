import { ModalForm } from '@ant-design/pro-components';
import { Col, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import { useEffect, useMemo } from 'react';
import {
  integerInRange,
  maxChars,
  MESSAGES,
  numericRule,
  percentageRule,
  toAntdRules,
  unitPriceBeforeTax,
  type AntdRule,
  type FieldDefinition,
} from '@lic/shared-rules';
import { ApiError } from '@lic/web-api-client';
import { AuditDetails, formatCop, notify, RichTextEditor } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';
import { notifySaveFailure } from '../../../features/catalogue/api/api-failure';
import { logFailure } from '../../../shared/api/log-failure';
import { getCountPackagesByType } from '../../../features/catalogue/api/get-count-packages-by-type';
import { useAuditNames } from '../../../features/catalogue/api/get-user-by-name-id';
import { savePackage } from '../../../features/catalogue/api/save-package';
import { CATALOGUE_TEXT } from '../../../features/catalogue/catalogue.messages';
import { CatalogueState, type ChannelRecord, type PackageRecord, type PackageTypeRecord, type ServiceRecord } from '@lic/shared-api-types';
import {
  newPackageValues,
  packageOrder,
  packagePayload,
  packageValues,
  priceDigits,
  samePayload,
  today,
  validityDigits,
  type PackageFormValues,
} from '../../../features/catalogue/package-form-values';
import {
  DEFAULT_OFFER_TYPE,
  ORDER_MAX,
  PACKAGE_CODE_MAX_LENGTH,
  PACKAGE_DESCRIPTION_MAX_LENGTH,
  PACKAGE_NAME_MAX_LENGTH,
  RELEVANCE_OPTIONS,
  SUMMARY_PLAIN_MAX_LENGTH,
  UNLIMITED_VALIDITY,
  VALIDITY_PERIOD_MAX,
  VALIDITY_PERIOD_MIN,
  VALIDITY_TYPE_OPTIONS,
} from '../../../features/catalogue/package-options';
import { CustomerSelect } from './customer-select';
import { PackageOfferFields } from './package-offer-fields';

export interface PackageFormOptions {
  packageTypes: PackageTypeRecord[];
  services: ServiceRecord[];
  channels: ChannelRecord[];
  /** The "PackageTax" parameter: the IVA of a new package. */
  packageTax?: number;
}

export interface PackageFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The package being edited; none to create one. */
  record?: PackageRecord;
  options: PackageFormOptions;
  onSaved: () => void;
}

const required: AntdRule = { required: true, message: MESSAGES.required };
const rules = (field: FieldDefinition) => [required, ...toAntdRules(field)];

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** The create/edit dialog of a package (backoffice-catalogue.md §2.1, §3–§5). */
export function PackageForm(props: PackageFormProps) {
  const { client } = useBackoffice();
  const { record, options } = props;
  const [form] = Form.useForm<PackageFormValues>();
  const initial = useMemo(() => (record ? packageValues(record) : newPackageValues(options.packageTax)), [record, options.packageTax]);
  const names = useAuditNames(record?.createdby, record?.modifiedby);

  // The tax parameter may arrive after a new package's dialog opened.
  useEffect(() => {
    if (!record && options.packageTax !== undefined && form.getFieldValue('taxIva') === undefined)
      form.setFieldValue('taxIva', options.packageTax);
  }, [form, record, options.packageTax]);

  const publicVisibility = Form.useWatch('publicVisibility', form) ?? initial.publicVisibility;
  const applyOffer = Form.useWatch('applyOffer', form) ?? initial.applyOffer;
  const price = Form.useWatch('packagePrice', form) ?? initial.packagePrice;
  const tax = Form.useWatch('taxIva', form) ?? initial.taxIva;
  const unitPrice = price !== '' && tax !== undefined && tax !== null ? unitPriceBeforeTax(Number(price), Number(tax)) : null;

  const serviceOptions = options.services
    .filter((service) => service.idstate === CatalogueState.ACTIVE || initial.packageServiceIdList.includes(service.id))
    .map((service) => ({ value: service.id, label: service.serviceName }));
  const validityOptions =
    record?.validityTypeId === UNLIMITED_VALIDITY
      ? [...VALIDITY_TYPE_OPTIONS, { value: UNLIMITED_VALIDITY, label: 'Ilimitado' }]
      : [...VALIDITY_TYPE_OPTIONS];
  const knownCustomers = useMemo(
    () => (record?.packageCustomer ?? []).map((link) => ({ id: link.customerId, ...link.customer })),
    [record],
  );

  const updateOrder = async () => {
    const { packageTypeId, relevance, active } = form.getFieldsValue(['packageTypeId', 'relevance', 'active']) as PackageFormValues;
    if (!packageTypeId || !relevance) return;
    try {
      const count = await getCountPackagesByType(client, packageTypeId, relevance);
      const counted =
        record !== undefined &&
        record.idstate === CatalogueState.ACTIVE &&
        record.packageTypeId === packageTypeId &&
        record.relevance === relevance;
      form.setFieldValue('order', Math.min(ORDER_MAX, packageOrder(count, active, counted)));
    } catch (error) {
      logFailure('GetCountPackagesByType', error);
    }
  };

  const onValuesChange = (changed: Partial<PackageFormValues>) => {
    if (changed.publicVisibility === true) form.setFieldValue('customerIdList', []);
    if (changed.applyOffer === false) {
      form.setFieldsValue({
        offerTypeCode: DEFAULT_OFFER_TYPE,
        totalOffer: '0',
        offerStartTime: today(),
        offerExpirationTime: today(),
        image: null,
      });
    }
    if (changed.applyOffer === true) form.setFieldValue('totalOffer', '');
    if ('packageTypeId' in changed || 'relevance' in changed || 'active' in changed) void updateOrder();
  };

  const showFieldErrors = (error: unknown) => {
    if (!(error instanceof ApiError) || error.errors.length === 0) return;
    const known = new Set(Object.keys(initial));
    form.setFields(
      error.errors
        .map((fieldError) => ({ name: lowerFirst(fieldError.field), errors: [fieldError.message] }))
        .filter((field) => known.has(field.name)) as Parameters<typeof form.setFields>[0],
    );
  };

  const submit = async () => {
    const values = form.getFieldsValue(true) as PackageFormValues;
    const payload = packagePayload(values, record?.id ?? 0);
    if (record && samePayload(payload, packagePayload(initial, record.id))) return true;
    try {
      await savePackage(client, payload);
      notify.success(record ? CATALOGUE_TEXT.packageEdited : CATALOGUE_TEXT.packageSaved);
      props.onSaved();
      return true;
    } catch (error) {
      notifySaveFailure(
        error,
        record ? CATALOGUE_TEXT.packageNotEdited(payload.PackageCode) : CATALOGUE_TEXT.packageNotSaved(payload.PackageCode),
      );
      showFieldErrors(error);
      return false;
    }
  };

  return (
    <ModalForm<PackageFormValues>
      form={form}
      title={record ? CATALOGUE_TEXT.editPackage : CATALOGUE_TEXT.createPackage}
      open={props.open}
      onOpenChange={props.onOpenChange}
      initialValues={initial}
      onValuesChange={onValuesChange}
      width={920}
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      submitter={{ searchConfig: { submitText: record ? 'Aceptar' : 'Crear', resetText: 'Cancelar' } }}
      onFinish={submit}
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="packageCode" label="Código paquete" rules={rules({ rule: maxChars(PACKAGE_CODE_MAX_LENGTH) })}>
            <Input maxLength={PACKAGE_CODE_MAX_LENGTH} disabled={record !== undefined} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="packageTypeId" label="Tipo paquete" rules={[required]}>
            <Select
              placeholder="Seleccione"
              options={options.packageTypes.map((type) => ({ value: type.id, label: type.packageTypeName }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="packageName" label="Nombre paquete" rules={rules({ rule: maxChars(PACKAGE_NAME_MAX_LENGTH) })}>
            <Input maxLength={PACKAGE_NAME_MAX_LENGTH} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="packageServiceIdList" label="Productos o servicios" rules={[required]}>
            <Select mode="multiple" allowClear optionFilterProp="label" placeholder="Seleccione" options={serviceOptions} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="packageChannelIdList" label="Canales" rules={[required]}>
            <Select
              mode="multiple"
              allowClear
              optionFilterProp="label"
              placeholder="Seleccione"
              options={options.channels.map((channel) => ({ value: channel.channelId, label: channel.channelType }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="publicVisibility" label="Visibilidad">
            <Radio.Group>
              <Radio value={false}>Privado</Radio>
              <Radio value={true}>Público</Radio>
            </Radio.Group>
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="customerIdList" label="Empresas" rules={publicVisibility ? [] : [required]}>
            <CustomerSelect disabled={publicVisibility} known={knownCustomers} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="packageDescription" label="Descripción" rules={rules({ rule: maxChars(PACKAGE_DESCRIPTION_MAX_LENGTH) })}>
        <Input.TextArea maxLength={PACKAGE_DESCRIPTION_MAX_LENGTH} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name="summaryHtml" label="Resumen">
        <RichTextEditor aria-label="Resumen" maxPlainLength={SUMMARY_PLAIN_MAX_LENGTH} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="packagePrice"
            label="Valor total"
            normalize={(value: string) => priceDigits(value ?? '')}
            rules={rules({ rule: numericRule })}
            extra={price ? formatCop(Number(price)) : undefined}
          >
            <Input inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="taxIva" label="IVA (%)" rules={rules({ rule: percentageRule })}>
            <InputNumber min={0} max={100} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item label="Valor unitario">
            <Input readOnly aria-label="Valor unitario" value={unitPrice === null ? '' : formatCop(unitPrice)} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Form.Item
            name="validityPeriod"
            label="Vigencia"
            normalize={(value: string) => validityDigits(value ?? '')}
            rules={rules({ rule: integerInRange(VALIDITY_PERIOD_MIN, VALIDITY_PERIOD_MAX) })}
          >
            <Input inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="validityTypeId" label="Tipo de vigencia" rules={[required]}>
            <Select placeholder="Seleccione" options={validityOptions} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="relevance" label="Relevancia" rules={[required]}>
            <Select placeholder="Seleccione" options={[...RELEVANCE_OPTIONS]} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="order" label="Orden" rules={[required]}>
            <InputNumber min={1} max={ORDER_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Form.Item name="active" label="Activar" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="applyOffer" label="Aplicar oferta" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      {applyOffer && <PackageOfferFields form={form} />}
      {record && (
        <AuditDetails
          createdBy={names.createdBy}
          createdOn={record.createdon}
          modifiedBy={names.modifiedBy}
          modifiedOn={record.modifiedon}
        />
      )}
    </ModalForm>
  );
}
