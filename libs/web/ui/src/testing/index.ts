export * from './antd-test-styles';
