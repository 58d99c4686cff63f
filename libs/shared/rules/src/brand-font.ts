/**
 * The brands' type (decision 0048): the SPAs' antd theme, their page body (so a framed page such as the cart
 * the landing pages embed reads in it too) and the demo landing pages all use this one stack.
 */
export const BRAND_FONT_FAMILY = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
