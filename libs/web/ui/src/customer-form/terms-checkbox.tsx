import { Checkbox, Form } from 'antd';
import { termsField, toAntdRules } from '@lic/shared-rules';

export interface TermsCheckboxProps {
  /** Form field of the acceptance; legalTermsCheck by default. */
  name?: string;
  /** urlPersonalDataTreatmentPolicy of the brand's parameters. */
  policyUrl: string;
  /** urlTermsAndConditions of the brand's parameters. */
  termsUrl: string;
  disabled?: boolean;
}

/** The mandatory acceptance of the data-treatment policy and the terms (Ley 1581 de 2012). Sits inside an antd Form. */
export function TermsCheckbox({ name = 'legalTermsCheck', policyUrl, termsUrl, disabled }: TermsCheckboxProps) {
  return (
    <Form.Item name={name} valuePropName="checked" rules={toAntdRules(termsField)}>
      <Checkbox disabled={disabled}>
        Acepto la{' '}
        <a href={policyUrl} target="_blank" rel="noreferrer">
          Política de Tratamiento de Datos Personales
        </a>{' '}
        y los{' '}
        <a href={termsUrl} target="_blank" rel="noreferrer">
          Términos y Condiciones
        </a>
        , de acuerdo con la Ley 1581 de 2012.
      </Checkbox>
    </Form.Item>
  );
}
