export * from './antd-test-styles';
export * from '../contracted-products/contracted-products.fixtures';
