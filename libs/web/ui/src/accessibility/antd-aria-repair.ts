/**
 * Two gaps of antd 5 that axe reports, repaired in the document as antd renders:
 * - Form.Item gives a required Select or DatePicker aria-required on its outer div as well as on its input
 *   (ant-design#46030, fixed in antd 6); a div without a role may not carry it. The input keeps it. A radio
 *   group gets it on a div without a role: it gets its role, radiogroup, which allows it; a checkbox group
 *   (role group does not allow it) loses it.
 * - A Modal without a title has a dialog with no name, and Modal passes no aria attributes to it. Such a
 *   dialog is named by its own first heading (or result title).
 * - A Select's drawn options (the list a person sees and clicks) carry aria-selected on a div without a role; the
 *   screen readers' copy of the list (role="option") says the same. The drawn ones lose it.
 * - Tabs put role tablist on the whole nav, which also holds the overflow "more" button (a tablist may hold
 *   only tabs): the role moves to the list of the tabs themselves.
 */
const OUTER_CONTROLS = '.ant-select[aria-required], .ant-picker[aria-required], .ant-checkbox-group[aria-required]';
const RADIO_GROUPS = '.ant-radio-group:not([role])';
const DIALOGS = '[role="dialog"]:not([aria-label])';
/** Marks a name given here, to be moved when the dialog's content (and heading) changes. */
const NAMED_HERE = 'data-named-by-heading';
const DIALOG_HEADINGS = 'h1, h2, h3, h4, h5, h6, .ant-result-title';
const TAB_NAVS = '.ant-tabs-nav[role="tablist"]';
const DRAWN_OPTIONS = '.ant-select-item[aria-selected]:not([role])';

let headingIds = 0;

function repair(root: ParentNode): void {
  for (const element of Array.from(root.querySelectorAll(OUTER_CONTROLS))) element.removeAttribute('aria-required');
  for (const group of Array.from(root.querySelectorAll(RADIO_GROUPS))) group.setAttribute('role', 'radiogroup');
  for (const dialog of Array.from(root.querySelectorAll(DIALOGS))) nameByHeading(dialog);
  for (const nav of Array.from(root.querySelectorAll(TAB_NAVS))) moveTablistRole(nav);
  for (const option of Array.from(root.querySelectorAll(DRAWN_OPTIONS))) option.removeAttribute('aria-selected');
}

function moveTablistRole(nav: Element): void {
  const list = nav.querySelector('.ant-tabs-nav-list');
  if (!list) return;
  list.setAttribute('role', 'tablist');
  // The tablist's own aria attributes (aria-orientation) go with its role: a plain div may not carry them.
  for (const attribute of Array.from(nav.attributes).filter((a) => a.name.startsWith('aria-'))) {
    list.setAttribute(attribute.name, attribute.value);
    nav.removeAttribute(attribute.name);
  }
  nav.removeAttribute('role');
}

function nameByHeading(dialog: Element): void {
  const labelledBy = dialog.getAttribute('aria-labelledby');
  if (labelledBy !== null && !dialog.hasAttribute(NAMED_HERE)) return; // antd's own title
  if (labelledBy !== null && dialog.querySelector(`#${CSS.escape(labelledBy)}`)) return;
  const heading = dialog.querySelector(DIALOG_HEADINGS);
  if (!heading) {
    dialog.removeAttribute('aria-labelledby');
    return;
  }
  if (!heading.id) heading.id = `dialog-heading-${++headingIds}`;
  dialog.setAttribute('aria-labelledby', heading.id);
  dialog.setAttribute(NAMED_HERE, '');
}

let observer: MutationObserver | null = null;

/** Watches the document and repairs antd's output as it renders. */
export function repairAntdAria(): void {
  if (observer || typeof MutationObserver === 'undefined') return;
  repair(document);
  // A last batch of mutations may arrive after the page (or a test's jsdom window) is gone: nothing to repair then.
  observer = new MutationObserver(() => {
    if (typeof document !== 'undefined' && document.defaultView) repair(document);
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-required', 'role', 'aria-selected'],
  });
}
