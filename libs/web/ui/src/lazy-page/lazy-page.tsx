import { Flex, Spin } from 'antd';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A page whose code loads when it is first shown (route-level code splitting, decision 0015): the
 * screen's own code, and the charts, editor or spreadsheet code it uses, stay out of the first screen.
 * A spinner holds the place while the code arrives (or `fallback`, e.g. null for a dialog).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, fallback?: ReactNode): ComponentType<P> {
  // Typed loosely inside: React.lazy's ref-aware props do not accept a generic P.
  const Page = lazy(async () => ({ default: (await load()) as ComponentType<object> }));
  function LazyPage(props: P) {
    return (
      <Suspense
        fallback={
          fallback === undefined ? (
            <Flex justify="center" align="center" style={{ minHeight: 240 }}>
              <Spin size="large" />
            </Flex>
          ) : (
            fallback
          )
        }
      >
        <Page {...props} />
      </Suspense>
    );
  }
  return LazyPage;
}
