import {
  AppstoreOutlined,
  CloudServerOutlined,
  CustomerServiceOutlined,
  DollarOutlined,
  EditOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  IdcardOutlined,
  LockOutlined,
  MailOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
type Icon = typeof AppstoreOutlined;

/** The antd icon names the server may send as logoType. */
const ICONS_BY_NAME: Record<string, Icon> = {
  AppstoreOutlined,
  CloudServerOutlined,
  CustomerServiceOutlined,
  DollarOutlined,
  EditOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  IdcardOutlined,
  LockOutlined,
  MailOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  UserOutlined,
};

/** By the last part of the feature code (COLFACTURA_DOCUMENTO → DOCUMENTO) when logoType names no known icon. */
const ICONS_BY_FEATURE: Array<[RegExp, Icon]> = [
  [/DOCUMENTO/, FileTextOutlined],
  [/FACTURA/, FileDoneOutlined],
  [/EMPLEADO/, TeamOutlined],
  [/NOMINA/, DollarOutlined],
  [/USUARIO|BUZON/, UserOutlined],
  [/CORREO/, MailOutlined],
  [/FIRMA/, EditOutlined],
  [/ALMACENAMIENTO/, CloudServerOutlined],
  [/CUSTODIA/, LockOutlined],
  [/VALIDACION|BIOMETR/, IdcardOutlined],
  [/CERTIFICADO/, SafetyCertificateOutlined],
  [/SOPORTE/, CustomerServiceOutlined],
];

/** The icon of a plan feature: the logoType the server chose, else one from the feature code. */
export function featureIconOf(logoType: string | null | undefined, featureCode: string): Icon {
  const byName = logoType ? ICONS_BY_NAME[logoType] : undefined;
  if (byName) return byName;
  const code = featureCode.toUpperCase();
  return ICONS_BY_FEATURE.find(([pattern]) => pattern.test(code))?.[1] ?? AppstoreOutlined;
}
