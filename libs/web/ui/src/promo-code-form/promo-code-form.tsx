import { ModalForm } from '@ant-design/pro-components';
import { Checkbox, Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { maxChars, MESSAGES, numericRule, percentageRule, toAntdRules, type AntdRule } from '@lic/shared-rules';
import { AuditDetails, type AuditDetailsProps } from '../audit-details/audit-details';
import {
  FULL_DISCOUNT_USER_TYPE_IDS,
  promoDateFromApi,
  OFFERED_USER_TYPE_IDS,
  periodicityAllowed,
  PROMO_CODE_MAX_LENGTH,
  PROMO_DESCRIPTION_MAX_LENGTH,
  PROMO_USE_QUANTITY_MAX,
  PROMO_VALUE_MAX_LENGTH,
  REPEAT_MONTHS_MAX,
  REPEAT_MONTHS_MIN,
  SINGLE_USE_QUANTITY,
  promoApiDate,
  type PromoCodeValues,
  type PromoOfferType,
  type PromoPackageOption,
  type PromoPeriodicity,
  type PromoUserTypeOption,
} from './promo-code';
import { PROMO_MESSAGES } from './promo-code.messages';

export interface PromoCodeFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The code being edited; none to create one. */
  promoCode?: PromoCodeValues;
  userTypes: PromoUserTypeOption[];
  packages: PromoPackageOption[];
  /** Creator and modifier of the edited code, for "Ver más". */
  audit?: AuditDetailsProps;
  /** Saves the code; true closes the dialog. */
  onSubmit: (values: PromoCodeValues) => Promise<boolean>;
}

interface FormValues {
  promotionCode: string;
  descriptionPromotionCode: string;
  typeUserId?: number;
  singleUse: boolean;
  useQuantity: number | null;
  applyTotalPurchase: boolean;
  packagesId: number[];
  offerTypeCode: PromoOfferType;
  offerValue: string;
  effectiveStartDate?: Dayjs;
  expirationDate?: Dayjs;
  periodicityType: PromoPeriodicity;
  periodicityQuantity: number | null;
  endPeriodicityDate?: Dayjs;
}

const DISPLAY_DATE = 'DD/MM/YYYY';
const required = { required: true, message: MESSAGES.required };

function initialValues(promo: PromoCodeValues | undefined): FormValues {
  if (!promo) {
    const today = dayjs().startOf('day');
    return {
      promotionCode: '',
      descriptionPromotionCode: '',
      singleUse: false,
      useQuantity: SINGLE_USE_QUANTITY,
      applyTotalPurchase: false,
      packagesId: [],
      offerTypeCode: 'PTJ',
      offerValue: '',
      effectiveStartDate: today,
      expirationDate: today.add(1, 'day'),
      periodicityType: 'NEVER',
      periodicityQuantity: null,
    };
  }
  return {
    promotionCode: promo.promotionCode,
    descriptionPromotionCode: promo.descriptionPromotionCode,
    typeUserId: promo.typeUserId ?? undefined,
    singleUse: promo.useQuantity === SINGLE_USE_QUANTITY,
    useQuantity: promo.useQuantity,
    applyTotalPurchase: promo.applyTotalPurchase,
    packagesId: promo.packagesId,
    offerTypeCode: promo.offerTypeCode,
    offerValue: String(promo.offerValue),
    effectiveStartDate: promoDateFromApi(promo.effectiveStartDate),
    expirationDate: promoDateFromApi(promo.expirationDate),
    periodicityType: promo.periodicityType,
    periodicityQuantity: promo.periodicityQuantity,
    endPeriodicityDate: promoDateFromApi(promo.endPeriodicityDate),
  };
}

function toPromoCode(values: FormValues, promo: PromoCodeValues | undefined): PromoCodeValues {
  const monthly = values.periodicityType === 'MONTHLY';
  return {
    id: promo?.id ?? 0,
    promotionCode: values.promotionCode.replace(/\s/g, ''),
    descriptionPromotionCode: values.descriptionPromotionCode.trim(),
    useQuantity: values.singleUse ? SINGLE_USE_QUANTITY : Number(values.useQuantity),
    idstate: promo?.idstate ?? 0,
    applyTotalPurchase: values.applyTotalPurchase,
    applyProduct: !values.applyTotalPurchase,
    offerTypeCode: values.offerTypeCode,
    offerValue: Number(values.offerValue),
    effectiveStartDate: promoApiDate(values.effectiveStartDate as Dayjs),
    expirationDate: promoApiDate(values.expirationDate as Dayjs),
    periodicityType: values.periodicityType,
    periodicityQuantity: monthly ? values.periodicityQuantity : null,
    endPeriodicityDate: monthly && values.endPeriodicityDate ? promoApiDate(values.endPeriodicityDate) : null,
    typeUserId: values.typeUserId ?? null,
    packagesId: values.applyTotalPurchase ? [] : values.packagesId,
  };
}

function ruleValidator(check: (value: unknown) => string | null): AntdRule {
  return {
    validator: (_rule, value) => {
      const message = check(value);
      return message === null ? Promise.resolve() : Promise.reject(new Error(message));
    },
  };
}

/**
 * The create/edit dialog of a promotional code with every rule of backoffice-catalogue.md §4–§5: packages or
 * the whole purchase (one or the other); single use forces 1 use; user types 2 and 3 force a locked 100 % discount; monthly repetition only for windows of at
 * most 30 days (1 to 12 months); the code is locked when editing; dates are sent as YYYY-MM-DD.
 */
export function PromoCodeForm(props: PromoCodeFormProps) {
  const [form] = Form.useForm<FormValues>();
  const editing = props.promoCode !== undefined;
  const initial = useMemo(() => initialValues(props.promoCode), [props.promoCode]);

  const typeUserId = Form.useWatch('typeUserId', form);
  const singleUse = Form.useWatch('singleUse', form) ?? initial.singleUse;
  const offerTypeCode = Form.useWatch('offerTypeCode', form) ?? initial.offerTypeCode;
  const start = Form.useWatch('effectiveStartDate', form) ?? initial.effectiveStartDate;
  const end = Form.useWatch('expirationDate', form) ?? initial.expirationDate;
  const periodicityType = Form.useWatch('periodicityType', form) ?? initial.periodicityType;
  const applyTotalPurchase = Form.useWatch('applyTotalPurchase', form) ?? initial.applyTotalPurchase;

  const fullDiscount = typeUserId !== undefined && FULL_DISCOUNT_USER_TYPE_IDS.includes(typeUserId);
  const canRepeat = periodicityAllowed(start, end);
  const userTypeOptions = props.userTypes
    .filter((type) => OFFERED_USER_TYPE_IDS.includes(type.id))
    .map((type) => ({ value: type.id, label: type.typeUser }));

  // ProForm hands onValuesChange its submit-formatted values (dates as text); the store keeps dayjs.
  const onValuesChange = (changed: Partial<FormValues>) => {
    if (changed.singleUse) form.setFieldValue('useQuantity', SINGLE_USE_QUANTITY);
    if (changed.typeUserId !== undefined && FULL_DISCOUNT_USER_TYPE_IDS.includes(changed.typeUserId)) {
      form.setFieldsValue({ offerTypeCode: 'PTJ', offerValue: '100' });
      void form.validateFields(['offerValue']);
    }
    if (changed.offerTypeCode !== undefined && form.isFieldTouched('offerValue')) void form.validateFields(['offerValue']);
    if (changed.applyTotalPurchase) form.setFieldValue('packagesId', []);
    if (changed.applyTotalPurchase !== undefined) void form.validateFields(['packagesId']);
    if ('effectiveStartDate' in changed || 'expirationDate' in changed) {
      if (!periodicityAllowed(form.getFieldValue('effectiveStartDate'), form.getFieldValue('expirationDate'))) {
        form.setFieldValue('periodicityType', 'NEVER');
      }
      const touched = (['expirationDate', 'endPeriodicityDate'] as const).filter((name) => form.getFieldValue(name));
      if (touched.length > 0) void form.validateFields(touched);
    }
  };

  const endAfterStart: AntdRule = {
    validator: (_rule, value) => {
      const startDate = form.getFieldValue('effectiveStartDate') as Dayjs | undefined;
      return value && startDate && !(value as Dayjs).startOf('day').isAfter(startDate.startOf('day'))
        ? Promise.reject(new Error(PROMO_MESSAGES.endNotAfterStart))
        : Promise.resolve();
    },
  };
  const repetitionAfterExpiration: AntdRule = {
    validator: (_rule, value) => {
      const expiration = form.getFieldValue('expirationDate') as Dayjs | undefined;
      return value && expiration && (value as Dayjs).startOf('day').isBefore(expiration.startOf('day'))
        ? Promise.reject(new Error(PROMO_MESSAGES.repetitionEndBeforeExpiration))
        : Promise.resolve();
    },
  };
  const packagesOrTotal: AntdRule = {
    validator: (_rule, value) =>
      !form.getFieldValue('applyTotalPurchase') && (!Array.isArray(value) || value.length === 0)
        ? Promise.reject(new Error(MESSAGES.required))
        : Promise.resolve(),
  };

  return (
    <ModalForm<FormValues>
      form={form}
      title={editing ? PROMO_MESSAGES.editTitle : PROMO_MESSAGES.createTitle}
      open={props.open}
      onOpenChange={props.onOpenChange}
      initialValues={initial}
      onValuesChange={onValuesChange}
      width={720}
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      submitter={{ searchConfig: { submitText: editing ? 'Aceptar' : 'Crear', resetText: 'Cancelar' } }}
      onFinish={async () => props.onSubmit(toPromoCode(form.getFieldsValue(true) as FormValues, props.promoCode))}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="promotionCode"
            label="Código promocional"
            normalize={(value: string) => value.replace(/\s/g, '')}
            rules={[required, ...toAntdRules({ rule: maxChars(PROMO_CODE_MAX_LENGTH) })]}
          >
            <Input maxLength={PROMO_CODE_MAX_LENGTH} disabled={editing} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="typeUserId" label="Tipo de usuario" rules={[required]}>
            <Select options={userTypeOptions} placeholder="Seleccione" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="descriptionPromotionCode"
        label="Descripción"
        rules={[required, ...toAntdRules({ rule: maxChars(PROMO_DESCRIPTION_MAX_LENGTH) })]}
      >
        <Input.TextArea maxLength={PROMO_DESCRIPTION_MAX_LENGTH} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Row gutter={16} align="middle">
        <Col xs={12} md={6}>
          <Form.Item name="singleUse" valuePropName="checked" label=" ">
            <Checkbox>Uso único</Checkbox>
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="useQuantity" label="Cantidad de usos" rules={[required]}>
            <InputNumber min={1} max={PROMO_USE_QUANTITY_MAX} precision={0} disabled={singleUse} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="applyTotalPurchase" valuePropName="checked" label=" ">
            <Checkbox>Aplicar al total de la compra</Checkbox>
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="packagesId" label="Paquetes" rules={[packagesOrTotal]}>
        <Select
          mode="multiple"
          allowClear
          disabled={applyTotalPurchase}
          optionFilterProp="label"
          placeholder="Seleccione los paquetes"
          options={props.packages.map((pkg) => ({ value: pkg.id, label: pkg.packageName }))}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="offerTypeCode" label="Tipo de descuento" rules={[required]}>
            <Radio.Group disabled={fullDiscount}>
              <Radio value="PTJ">Porcentaje</Radio>
              <Radio value="VLR">Valor</Radio>
            </Radio.Group>
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="offerValue"
            label={offerTypeCode === 'PTJ' ? 'Porcentaje de descuento' : 'Valor del descuento'}
            rules={[
              required,
              ...toAntdRules({ rule: maxChars(PROMO_VALUE_MAX_LENGTH) }),
              ruleValidator((value) => (form.getFieldValue('offerTypeCode') === 'PTJ' ? percentageRule(value) : numericRule(value))),
            ]}
          >
            <Input maxLength={PROMO_VALUE_MAX_LENGTH} inputMode="numeric" disabled={fullDiscount} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="effectiveStartDate" label="Inicio vigencia" rules={[required]}>
            <DatePicker format={DISPLAY_DATE} style={{ width: '100%' }} allowClear={false} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="expirationDate" label="Fin vigencia" rules={[required, endAfterStart]}>
            <DatePicker format={DISPLAY_DATE} style={{ width: '100%' }} allowClear={false} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="periodicityType" label="Periodicidad">
            <Radio.Group disabled={!canRepeat}>
              <Radio value="NEVER">Nunca</Radio>
              <Radio value="MONTHLY">Mensual</Radio>
            </Radio.Group>
          </Form.Item>
        </Col>
        {periodicityType === 'MONTHLY' && (
          <>
            <Col xs={24} md={8}>
              <Form.Item name="periodicityQuantity" label="Repetir cada (meses)" rules={[required]}>
                <InputNumber min={REPEAT_MONTHS_MIN} max={REPEAT_MONTHS_MAX} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="endPeriodicityDate" label="Fecha final de repetición" rules={[required, repetitionAfterExpiration]}>
                <DatePicker format={DISPLAY_DATE} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
      {editing && props.audit && <AuditDetails {...props.audit} />}
    </ModalForm>
  );
}
