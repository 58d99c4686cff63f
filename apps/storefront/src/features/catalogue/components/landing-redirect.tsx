import { Flex, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useLandingRedirect } from '../hooks/use-landing-redirect';

/** A loader while the browser goes to the brand's landing page; the children when there is none. */
export function LandingRedirect({ children }: { children: ReactNode }) {
  if (useLandingRedirect() === 'leaving') {
    return (
      <Flex justify="center" align="center" style={{ minHeight: '60vh' }} data-testid="landing-redirect">
        <Spin size="large" />
      </Flex>
    );
  }
  return <>{children}</>;
}
