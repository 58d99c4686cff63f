import { ModalForm } from '@ant-design/pro-components';
import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { maxChars, MESSAGES, toAntdRules } from '@lic/shared-rules';
import { AuditDetails, notify } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';
import { notifySaveFailure } from '../../../features/catalogue/api/api-failure';
import { useAuditNames } from '../../../features/catalogue/api/get-user-by-name-id';
import { registerServiceFeature } from '../../../features/catalogue/api/register-service-feature';
import { CATALOGUE_TEXT } from '../../../features/catalogue/catalogue.messages';
import {
  CatalogueState,
  type FeatureTypeRecord,
  type ParentFeatureOption,
  type ServiceFeatureRecord,
  type ServiceTypeOption,
} from '@lic/shared-api-types';

// backoffice-catalogue.md §5 and §9.
const CODE_MAX = 50;
const DESCRIPTION_MAX = 250;
const ALIAS_MAX = 100;
const IMAGE_URL_MAX = 1000;
const COLOR_MAX = 50;
const required = { required: true, message: MESSAGES.required };
const withMax = (max: number) => toAntdRules({ rule: maxChars(max) });

interface ServiceFeatureFormValues {
  serviceTypeId?: number;
  serviceFeatureCode: string;
  featureDescription: string;
  featureTypeId?: number;
  isPrincipal: boolean;
  featureRelation?: number | null;
  featureAlias: string;
  urlImageFeature: string;
  colorFeature: string;
}

export interface ServiceFeatureFormProps {
  record?: ServiceFeatureRecord;
  serviceTypes: ServiceTypeOption[];
  featureTypes: FeatureTypeRecord[];
  parents: ParentFeatureOption[];
  onClose: () => void;
  onSaved: () => void;
}

const optional = (text: string | undefined) => (text?.trim() ? text.trim() : null);

/**
 * Create/edit dialog of a service feature: a principal feature has no parent; otherwise the parent is
 * required and chosen among the principal features of the same service type (changing it clears the parent).
 */
export function ServiceFeatureForm(props: ServiceFeatureFormProps) {
  const { client } = useBackoffice();
  const { record } = props;
  const [form] = Form.useForm<ServiceFeatureFormValues>();
  const names = useAuditNames(record?.createdby, record?.modifiedby);
  const serviceTypeId = Form.useWatch('serviceTypeId', form) ?? record?.serviceTypeId;
  const isPrincipal = Form.useWatch('isPrincipal', form) ?? (record ? record.featureRelation === null : false);

  const parentOptions = props.parents
    .filter((parent) => parent.serviceTypeId === serviceTypeId && parent.id !== record?.id)
    .map((parent) => ({ value: parent.id, label: parent.serviceFeatureCode }));
  const featureTypeOptions = props.featureTypes
    .filter((type) => type.idstate === CatalogueState.ACTIVE || type.id === record?.featureTypeId)
    .map((type) => ({ value: type.id, label: type.featureTypeName }));

  const onValuesChange = (changed: Partial<ServiceFeatureFormValues>) => {
    if ('serviceTypeId' in changed || changed.isPrincipal) form.setFieldValue('featureRelation', null);
  };

  const submit = async () => {
    const values = form.getFieldsValue(true) as ServiceFeatureFormValues;
    try {
      await registerServiceFeature(client, {
        id: record?.id ?? 0,
        serviceTypeId: values.serviceTypeId as number,
        serviceFeatureCode: values.serviceFeatureCode.trim(),
        featureDescription: values.featureDescription.trim(),
        featureTypeId: values.featureTypeId as number,
        isPrincipal: values.isPrincipal,
        featureRelation: values.isPrincipal ? null : (values.featureRelation ?? null),
        featureAlias: optional(values.featureAlias),
        urlImageFeature: optional(values.urlImageFeature),
        colorFeature: optional(values.colorFeature),
      });
      notify.success(CATALOGUE_TEXT.serviceFeatureSaved);
      props.onSaved();
      return true;
    } catch (error) {
      notifySaveFailure(error);
      return false;
    }
  };

  return (
    <ModalForm<ServiceFeatureFormValues>
      open
      form={form}
      title={record ? 'Editar característica del servicio' : 'Crear característica del servicio'}
      width={760}
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      onOpenChange={(open) => !open && props.onClose()}
      onValuesChange={onValuesChange}
      initialValues={{
        serviceTypeId: record?.serviceTypeId,
        serviceFeatureCode: record?.serviceFeatureCode ?? '',
        featureDescription: record?.featureDescription ?? '',
        featureTypeId: record?.featureTypeId,
        isPrincipal: record ? record.featureRelation === null : false,
        featureRelation: record?.featureRelation ?? null,
        featureAlias: record?.featureAlias ?? '',
        urlImageFeature: record?.urlImageFeature ?? '',
        colorFeature: record?.colorFeature ?? '',
      }}
      submitter={{ searchConfig: { submitText: record ? 'Aceptar' : 'Crear', resetText: 'Cancelar' } }}
      onFinish={submit}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="serviceTypeId" label="Tipo de servicio" rules={[required]}>
            <Select placeholder="Seleccione" options={props.serviceTypes.map((type) => ({ value: type.id, label: type.serviceType1 }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="serviceFeatureCode" label="Código" rules={[required, ...withMax(CODE_MAX)]}>
            <Input maxLength={CODE_MAX} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="featureDescription" label="Descripción" rules={[required, ...withMax(DESCRIPTION_MAX)]}>
        <Input.TextArea maxLength={DESCRIPTION_MAX} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Row gutter={16} align="bottom">
        <Col xs={24} md={12}>
          <Form.Item name="featureTypeId" label="Tipo de característica" rules={[required]}>
            <Select placeholder="Seleccione" options={featureTypeOptions} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="isPrincipal" valuePropName="checked">
            <Checkbox>Característica principal</Checkbox>
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="featureRelation" label="Característica padre" rules={isPrincipal ? [] : [required]}>
        <Select placeholder="Seleccione" disabled={isPrincipal || !serviceTypeId} options={parentOptions} allowClear />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="featureAlias" label="Alias" rules={withMax(ALIAS_MAX)}>
            <Input maxLength={ALIAS_MAX} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="urlImageFeature" label="URL de la imagen" rules={withMax(IMAGE_URL_MAX)}>
            <Input maxLength={IMAGE_URL_MAX} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="colorFeature" label="Código de color" rules={withMax(COLOR_MAX)}>
            <Input maxLength={COLOR_MAX} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
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
