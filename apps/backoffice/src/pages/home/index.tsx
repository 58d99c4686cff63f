import { Card, Col, Flex, Row, Typography } from 'antd';
import { PageContainer } from '@ant-design/pro-components';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ModuleAccessFlag } from '../../shared/access';
import { useStaffSession } from '../../session/staff-session';

/** A screen of the admin menu, as the home page links to it. */
export interface HomeModule {
  key: string;
  path: string;
  name: string;
  icon: ReactNode;
  access: ModuleAccessFlag;
}

export interface HomePageProps {
  /** The admin menu's screens in menu order; the page shows those the user's access opens. */
  modules: readonly HomeModule[];
}

/** /admin: greets the user and lists the modules their privileges open. */
export function HomePage(props: HomePageProps) {
  const { claims, access } = useStaffSession();
  const modules = props.modules.filter((route) => access[route.access]);
  const fullName = [claims?.given_name, claims?.family_name].filter(Boolean).join(' ');
  return (
    <PageContainer title="Inicio">
      <Typography.Title level={4} data-testid="admin-welcome">
        Bienvenido(a), {fullName}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {modules.map((module) => (
          <Col key={module.key} xs={24} sm={12} lg={8}>
            <Link to={module.path} data-testid={`admin-home-${module.key}`}>
              <Card hoverable>
                <Flex align="center" gap={12}>
                  <span style={{ fontSize: 24 }}>{module.icon}</span>
                  <Typography.Text strong>{module.name}</Typography.Text>
                </Flex>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </PageContainer>
  );
}
