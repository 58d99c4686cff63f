import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { MESSAGES } from '@lic/shared-rules';
import { useBrand } from '@lic/web-ui';
import { ApiError, NO_RESPONSE } from '@lic/web-api-client';
import { useStorefront } from '../../../shared/storefront-context';
import { authenticate } from '../api/authenticate';
import { encodeParameter } from '../api/encode-parameter';
import { loginTarget } from '../login-target';

const REQUIRED = MESSAGES.required;

interface Credentials {
  userName: string;
  password: string;
}

export interface LoginFormProps {
  /** The `redirect` query value: which app should receive the login parameter. */
  redirect: string | null;
  /** Leaves the login page for the app that decodes the parameter. */
  onSignedIn: (target: string) => void;
}

export function LoginForm({ redirect, onSignedIn }: LoginFormProps) {
  const brand = useBrand();
  const { client, appName } = useStorefront();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function signIn({ userName, password }: Credentials) {
    setSubmitting(true);
    setError(null);
    try {
      const { token } = await authenticate(client, { UserName: userName.trim(), Password: password, AppName: appName.toUpperCase() });
      const parameter = await encodeParameter(client, token);
      onSignedIn(loginTarget(redirect, parameter));
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.statusMessage : NO_RESPONSE);
      setSubmitting(false);
    }
  }

  return (
    <Flex justify="center" style={{ padding: '48px 16px' }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Flex vertical align="center" gap={8} style={{ marginBottom: 24 }}>
          <img src={brand.logo} alt={brand.displayName} style={{ maxHeight: 48 }} />
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
            Iniciar sesión
          </Typography.Title>
        </Flex>
        {error !== null && <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} />}
        <Form<Credentials> layout="vertical" requiredMark={false} onFinish={signIn} disabled={submitting}>
          <Form.Item label="Usuario" name="userName" rules={[{ required: true, whitespace: true, message: REQUIRED }]}>
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label="Contraseña" name="password" rules={[{ required: true, message: REQUIRED }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            Ingresar
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
