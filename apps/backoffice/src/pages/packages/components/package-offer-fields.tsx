import { Col, DatePicker, Form, Input, Radio, Row, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { MESSAGES, OFFER_VALUE_MAX_LENGTH, offerValueRule, toAntdRules, type AntdRule } from '@lic/shared-rules';
import { ImageUpload } from '@lic/web-ui';
import { CATALOGUE_TEXT } from '../../../features/catalogue/catalogue.messages';
import { today, type PackageFormValues } from '../../../features/catalogue/package-form-values';
import { OFFER_TYPE_OPTIONS } from '../../../features/catalogue/package-options';

const DISPLAY_DATE = 'DD/MM/YYYY';
const required: AntdRule = { required: true, message: MESSAGES.required };

/** The offer block of the package dialog (backoffice-catalogue.md §4, §5), shown while "Aplicar oferta" is on. */
export function PackageOfferFields({ form }: { form: FormInstance<PackageFormValues> }) {
  const offerTypeCode = Form.useWatch('offerTypeCode', form);

  const endRule: AntdRule = {
    validator: (_rule, value) => {
      const end = value as Dayjs | undefined;
      if (!end) return Promise.resolve();
      if (end.isBefore(today(), 'day')) return Promise.reject(new Error(CATALOGUE_TEXT.offerEndBeforeToday));
      const start = form.getFieldValue('offerStartTime') as Dayjs | undefined;
      if (start && end.isBefore(start, 'day')) return Promise.reject(new Error(CATALOGUE_TEXT.offerEndBeforeStart));
      return Promise.resolve();
    },
  };

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="offerTypeCode" label="Tipo de descuento" rules={[required]}>
            <Radio.Group options={OFFER_TYPE_OPTIONS.map((option) => ({ ...option }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="totalOffer"
            label={offerTypeCode === 'PTJ' ? 'Porcentaje de la oferta' : 'Valor de la oferta'}
            dependencies={['offerTypeCode', 'packagePrice']}
            rules={
              toAntdRules(
                { rule: offerValueRule, maxLength: OFFER_VALUE_MAX_LENGTH },
                {
                  required: true,
                  context: () => ({ offerTypeCode: form.getFieldValue('offerTypeCode'), packagePrice: form.getFieldValue('packagePrice') }),
                },
              ) as AntdRule[]
            }
          >
            <Input maxLength={OFFER_VALUE_MAX_LENGTH} inputMode="numeric" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="offerStartTime" label="Fecha inicio oferta" rules={[required]}>
            <DatePicker format={DISPLAY_DATE} style={{ width: '100%' }} allowClear={false} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="offerExpirationTime" label="Fecha fin oferta" dependencies={['offerStartTime']} rules={[required, endRule]}>
            <DatePicker format={DISPLAY_DATE} style={{ width: '100%' }} allowClear={false} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="image" label="Imagen de la oferta" rules={[required]}>
        <ImageUpload />
      </Form.Item>
    </>
  );
}
