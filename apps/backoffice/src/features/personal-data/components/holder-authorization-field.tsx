import { Alert, Checkbox, Form, Typography } from 'antd';
import { HOLDER_AUTHORIZATION_MISSING, type PrivacyPolicyView } from '@lic/shared-api-types';
import { BACKOFFICE_BRAND } from '@lic/shared-rules';
import { useRemote, type Remote } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';
import { getPrivacyPolicy } from '../api/privacy-policy';
import { HOLDER_AUTHORIZATION_TEXT as T } from '../personal-data.messages';

/** The form field that holds the tick (a boolean). */
export const HOLDER_AUTHORIZED_FIELD = 'holderAuthorized';

/** The back office's current policy, whose version the forms name (decision 0069). */
export function useBackofficePolicy(enabled = true): Remote<PrivacyPolicyView> {
  const { client } = useBackoffice();
  return useRemote([client], () => getPrivacyPolicy(client, BACKOFFICE_BRAND.appName), { enabled });
}

export interface HolderAuthorizationFieldProps {
  policy: Remote<PrivacyPolicyView>;
  /** The form also carries a supervisor's data (contract wizard): the sentence names both holders. */
  withSupervisor?: boolean;
}

/**
 * "El titular autorizó el tratamiento de sus datos personales…" (Ley 1581 art. 9, decision 0069): a required tick
 * on the forms where staff enter a holder's data, naming and linking the policy version the server will record;
 * "El titular y el supervisor autorizaron…" when the form also carries a supervisor's data (one consent each).
 */
export function HolderAuthorizationField({ policy, withSupervisor = false }: HolderAuthorizationFieldProps) {
  const version = policy.data?.version;
  if (policy.error && version === undefined) return <Alert type="error" showIcon message={T.policyError} style={{ marginBottom: 16 }} />;
  return (
    <Form.Item
      name={HOLDER_AUTHORIZED_FIELD}
      valuePropName="checked"
      rules={[
        {
          validator: async (_, checked: boolean | undefined) => {
            if (checked !== true) throw new Error(HOLDER_AUTHORIZATION_MISSING);
          },
        },
      ]}
    >
      <Checkbox disabled={version === undefined}>
        {withSupervisor ? T.beforeWithSupervisor : T.before}
        {/* Underlined: inside a sentence a link must not rely on its colour alone (WCAG 1.4.1). */}
        <Typography.Link
          href={`/politica-de-datos?version=${version ?? 1}`}
          target="_blank"
          rel="noopener noreferrer"
          style={{ textDecoration: 'underline' }}
        >
          {version === undefined ? T.loading : T.policy(version)}
        </Typography.Link>
        {T.after}
      </Checkbox>
    </Form.Item>
  );
}
