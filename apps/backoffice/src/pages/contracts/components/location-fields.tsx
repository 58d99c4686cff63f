import { Col, Form, Select } from 'antd';
import { MESSAGES } from '@lic/shared-rules';
import type { DepartmentOption } from '@lic/web-ui';
import { CONTRACT_TEXT } from '../../../features/contracts/contracts.messages';

/** Departamento and Municipio of a wizard step; picking another department clears the city. */
export function LocationFields({ departments }: { departments: DepartmentOption[] }) {
  const form = Form.useFormInstance();
  const departmentId = Form.useWatch('departmentId', form) as number | undefined;
  const cities = departments.find((department) => department.id === departmentId)?.city ?? [];
  const rule = [{ required: true, message: MESSAGES.required }];
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item name="departmentId" label={CONTRACT_TEXT.department} rules={rule}>
          <Select
            showSearch
            optionFilterProp="label"
            placeholder={CONTRACT_TEXT.select}
            options={departments.map((department) => ({ value: department.id, label: department.stateName }))}
            onChange={() => form.setFieldValue('cityId', undefined)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="cityId" label={CONTRACT_TEXT.city} rules={rule}>
          <Select
            showSearch
            optionFilterProp="label"
            placeholder={CONTRACT_TEXT.select}
            disabled={departmentId === undefined}
            options={cities.map((city) => ({ value: city.id, label: city.cityName }))}
          />
        </Form.Item>
      </Col>
    </>
  );
}
