export * from './antd-test-styles';
export * from '../contracted-products/contracted-products.fixtures';
export * from '../my-plan/my-plan.fixtures';
export * from './viewport';
export * from './axe-violations';
