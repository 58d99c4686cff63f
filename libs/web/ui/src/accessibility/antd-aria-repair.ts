/**
 * antd 5 puts the aria-required that Form.Item gives a Select or a DatePicker on the component's outer div as
 * well as on its input (ant-design#46030, fixed in antd 6); a div without a role may not carry it, and axe
 * counts it as a critical violation. The input keeps the attribute, so the outer copy is dropped.
 */
const OUTER_CONTROLS = '.ant-select[aria-required], .ant-picker[aria-required], .ant-picker-range[aria-required]';

function repair(root: ParentNode): void {
  for (const element of Array.from(root.querySelectorAll(OUTER_CONTROLS))) {
    element.removeAttribute('aria-required');
  }
}

let observer: MutationObserver | null = null;

/** Watches the document for antd controls and removes the misplaced attribute as they render. */
export function repairAntdAria(): void {
  if (observer || typeof MutationObserver === 'undefined') return;
  repair(document);
  observer = new MutationObserver(() => repair(document));
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-required'] });
}
