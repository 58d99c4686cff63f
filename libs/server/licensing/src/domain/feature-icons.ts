/** The antd icon of a feature card (storefront.md My plan "icon per feature"), chosen from its code. */
const ICONS: [fragment: string, icon: string][] = [
  ['EMPLEADO', 'TeamOutlined'],
  ['USUARIO', 'UserOutlined'],
  ['DOCUMENTO', 'FileTextOutlined'],
  ['FIRMA', 'EditOutlined'],
  ['CORREO', 'MailOutlined'],
  ['ALMACENAMIENTO', 'CloudServerOutlined'],
  ['VALIDACION', 'SafetyCertificateOutlined'],
  ['CERTIFICADO', 'SafetyCertificateOutlined'],
  ['SOPORTE', 'CustomerServiceOutlined'],
];

export function featureIcon(featureCode: string): string {
  const code = featureCode.toUpperCase();
  return ICONS.find(([fragment]) => code.includes(fragment))?.[1] ?? 'AppstoreOutlined';
}

/** The feature whose monthly headcount the colnomina plan shows (storefront.md §3 My plan record). */
export const EMPLOYEE_FEATURE_CODE = 'COLNOMINA_EMPLEADO';
