const STYLE_ID = 'brand-focus-ring';

/**
 * A visible keyboard focus on everything the brand's antd tokens do not style (plain links, the logo, native
 * buttons): an outline in the brand's focus colour, which meets 3:1 on its surfaces and header. It wins over
 * antd's `a:focus { outline: 0 }` reset and its component rules, hence !important. Text fields are left out:
 * antd draws their focus on the field's own box (its border in `colorPrimaryBorder`, the same focus colour), and
 * an outline on the inner <input> too would draw a second box inside the first.
 */
export function installFocusRing(colour: string): void {
  let style = document.getElementById(STYLE_ID) as HTMLStyleElement | null;
  if (!style) {
    style = document.createElement('style');
    style.id = STYLE_ID;
    document.head.appendChild(style);
  }
  style.textContent = `:focus-visible:not(input):not(textarea) { outline: 2px solid ${colour} !important; outline-offset: 2px !important; }`;
}
