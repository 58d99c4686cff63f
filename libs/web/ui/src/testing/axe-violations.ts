import axe from 'axe-core';

/**
 * axe-core's violations in a rendered component, as "rule: target" lines. jsdom lays nothing out, so the
 * rules that need a layout (contrast, target size) and the page-level ones (landmarks, h1) are left to
 * the browser journeys.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, {
    resultTypes: ['violations'],
    rules: {
      'color-contrast': { enabled: false },
      'target-size': { enabled: false },
      region: { enabled: false },
      'page-has-heading-one': { enabled: false },
      'landmark-one-main': { enabled: false },
    },
  });
  return results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}
