import { ModalForm } from '@ant-design/pro-components';
import { Form, Input, Select, Switch } from 'antd';
import { maxChars, MESSAGES, toAntdRules } from '@lic/shared-rules';
import { AuditDetails, notify } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';
import { notifySaveFailure } from '../../../features/catalogue/api/api-failure';
import { useAuditNames } from '../../../features/catalogue/api/get-user-by-name-id';
import { registerService } from '../../../features/catalogue/api/register-service';
import { CATALOGUE_TEXT } from '../../../features/catalogue/catalogue.messages';
import { CatalogueState, type ServiceRecord, type ServiceTypeOption } from '@lic/shared-api-types';

const NAME_MAX = 100;
const DESCRIPTION_MAX = 200;
const required = { required: true, message: MESSAGES.required };

interface ServiceFormValues {
  serviceTypeId?: number;
  serviceName: string;
  description: string;
  active: boolean;
}

export interface ServiceFormProps {
  record?: ServiceRecord;
  serviceTypes: ServiceTypeOption[];
  onClose: () => void;
  onSaved: () => void;
}

/** Create/edit dialog of a product or service (backoffice-catalogue.md §2.2, §5). */
export function ServiceForm(props: ServiceFormProps) {
  const { client } = useBackoffice();
  const { record } = props;
  const names = useAuditNames(record?.createdby, record?.modifiedby);

  const submit = async (values: ServiceFormValues) => {
    try {
      await registerService(client, {
        Id: record?.id ?? 0,
        serviceTypeId: values.serviceTypeId as number,
        serviceName: values.serviceName.trim(),
        description: (values.description ?? '').trim(),
        Status: values.active,
      });
      notify.success(CATALOGUE_TEXT.serviceSaved);
      props.onSaved();
      return true;
    } catch (error) {
      notifySaveFailure(error);
      return false;
    }
  };

  return (
    <ModalForm<ServiceFormValues>
      open
      title={record ? 'Editar producto o servicio' : 'Crear producto o servicio'}
      width={560}
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      onOpenChange={(open) => !open && props.onClose()}
      initialValues={{
        serviceTypeId: record?.serviceTypeId,
        serviceName: record?.serviceName ?? '',
        description: record?.descriptionService ?? '',
        active: record ? record.idstate === CatalogueState.ACTIVE : true,
      }}
      submitter={{ searchConfig: { submitText: record ? 'Aceptar' : 'Crear', resetText: 'Cancelar' } }}
      onFinish={submit}
    >
      <Form.Item name="serviceTypeId" label="Tipo de servicio" rules={[required]}>
        <Select placeholder="Seleccione" options={props.serviceTypes.map((type) => ({ value: type.id, label: type.serviceType1 }))} />
      </Form.Item>
      <Form.Item name="serviceName" label="Nombre del servicio" rules={[required, ...toAntdRules({ rule: maxChars(NAME_MAX) })]}>
        <Input maxLength={NAME_MAX} autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label="Descripción" rules={toAntdRules({ rule: maxChars(DESCRIPTION_MAX) })}>
        <Input.TextArea maxLength={DESCRIPTION_MAX} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
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
