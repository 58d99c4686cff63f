import { Alert, Skeleton, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate, useRemote } from '@lic/web-ui';
import { useStorefront } from '../../../shared/storefront-context';
import { getPrivacyPolicy } from '../api/privacy-api';
import { PRIVACY_TEXT as T } from '../privacy.messages';

/** The brand's current "Política de Tratamiento de Datos Personales", with its version and the day it governs from. */
export function PrivacyPolicyView() {
  const { client, appName } = useStorefront();
  const policy = useRemote([client, appName], () => getPrivacyPolicy(client, appName));
  if (policy.loading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!policy.data) return <Alert type="error" showIcon message={T.policyLoadError} />;
  return (
    <article>
      <Typography.Title level={1}>{policy.data.title}</Typography.Title>
      <Typography.Text type="secondary">{T.policyVersion(policy.data.version, formatDate(policy.data.effectiveOn))}</Typography.Text>
      {policy.data.text.split(/\n{2,}/).map((paragraph, index) => (
        <Typography.Paragraph key={index} style={{ marginTop: 16 }}>
          {paragraph}
        </Typography.Paragraph>
      ))}
      <Space wrap size="large" style={{ marginTop: 8 }}>
        <Link to="/mis-datos">{T.myDataLink}</Link>
        <Link to="/solicitud-datos-personales">{T.publicLink}</Link>
      </Space>
    </article>
  );
}
