import { ModalForm } from '@ant-design/pro-components';
import { Form, Input, Select, Switch } from 'antd';
import { maxChars, MESSAGES, toAntdRules } from '@lic/shared-rules';
import { AuditDetails, notify } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';
import { notifySaveFailure } from '../../../features/catalogue/api/api-failure';
import { useAuditNames } from '../../../features/catalogue/api/get-user-by-name-id';
import { registerFeatureType } from '../../../features/catalogue/api/register-feature-type';
import { CATALOGUE_TEXT } from '../../../features/catalogue/catalogue.messages';
import { CatalogueState, type FeatureCategoryOption, type FeatureTypeRecord, type RegisterFeatureTypeRequest } from '@lic/shared-api-types';

const NAME_MAX = 50;
const required = { required: true, message: MESSAGES.required };

interface FeatureTypeFormValues {
  categoryType?: string;
  featureTypeName: string;
  active: boolean;
}

export interface FeatureTypeFormProps {
  record?: FeatureTypeRecord;
  categories: FeatureCategoryOption[];
  onClose: () => void;
  onSaved: () => void;
}

/** Create/edit dialog of a feature type: category F or T and a name of up to 50 characters. */
export function FeatureTypeForm(props: FeatureTypeFormProps) {
  const { client } = useBackoffice();
  const { record } = props;
  const names = useAuditNames(record?.createdby, record?.modifiedby);

  const submit = async (values: FeatureTypeFormValues) => {
    try {
      await registerFeatureType(client, {
        Id: record?.id ?? 0,
        featureTypeName: values.featureTypeName.trim(),
        categoryType: values.categoryType as RegisterFeatureTypeRequest['categoryType'],
        status: values.active,
      });
      notify.success(CATALOGUE_TEXT.featureTypeSaved);
      props.onSaved();
      return true;
    } catch (error) {
      notifySaveFailure(error);
      return false;
    }
  };

  return (
    <ModalForm<FeatureTypeFormValues>
      open
      title={record ? 'Editar tipo de característica' : 'Crear tipo de característica'}
      width={520}
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      onOpenChange={(open) => !open && props.onClose()}
      initialValues={{
        categoryType: record?.categoryType,
        featureTypeName: record?.featureTypeName ?? '',
        active: record ? record.idstate === CatalogueState.ACTIVE : true,
      }}
      submitter={{ searchConfig: { submitText: record ? 'Aceptar' : 'Crear', resetText: 'Cancelar' } }}
      onFinish={submit}
    >
      <Form.Item name="categoryType" label="Tipo de categoria" rules={[required]}>
        <Select
          placeholder="Seleccione"
          options={props.categories.map((category) => ({ value: category.categoryType, label: category.name }))}
        />
      </Form.Item>
      <Form.Item name="featureTypeName" label="Tipo de característica" rules={[required, ...toAntdRules({ rule: maxChars(NAME_MAX) })]}>
        <Input maxLength={NAME_MAX} autoComplete="off" />
      </Form.Item>
      <Form.Item name="active" label="Activo" valuePropName="checked">
        <Switch />
      </Form.Item>
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
