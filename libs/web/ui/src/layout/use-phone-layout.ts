import { Grid } from 'antd';

/**
 * True on a phone-sized screen: narrower than antd's `md` breakpoint (768 px). Until the breakpoints are known
 * (the first render, or a test's matchMedia that matches nothing) the wide layout is kept.
 */
export function usePhoneLayout(): boolean {
  const screens = Grid.useBreakpoint();
  return screens.md === false && (screens.xs === true || screens.sm === true);
}
