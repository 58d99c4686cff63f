import { theme as antdTheme } from 'antd';
import { contrastRatio, TEXT_CONTRAST_AA } from '@lic/shared-rules';
import { accessibleColoursOf, antdThemeFor, FOCUS_CONTRAST, surfacesOf } from './antd-theme';
import { brands, type BrandCode } from './brands';

/** One colour token of a brand, with what it is drawn on and the contrast it must reach there. */
export interface ColourToken {
  name: string;
  value: string;
  use: string;
  /** The backgrounds it is drawn on (name and colour) and its ratio against each. */
  on: { background: string; colour: string; ratio: number }[];
  /** The WCAG ratio it needs (4.5 text, 3 focus ring), or null for a background. */
  needs: number | null;
}

/**
 * The tokens of a brand, computed from the theme source (brands.ts and antd-theme.ts, through antd's own token
 * derivation), never copied: a change of a brand colour changes its docs page.
 */
export function brandTokens(code: BrandCode) {
  const brand = brands[code];
  const surfaces = surfacesOf(brand);
  const colours = accessibleColoursOf(brand);
  const token = antdTheme.getDesignToken(antdThemeFor(brand));
  const backgrounds = [
    { background: 'Página', colour: surfaces.page },
    { background: 'Tarjetas y campos', colour: surfaces.container },
    { background: 'Ventanas y menús', colour: surfaces.elevated },
  ];
  const against = (value: string, on = backgrounds) => on.map((entry) => ({ ...entry, ratio: contrastRatio(value, entry.colour) }));
  const colourTokens: ColourToken[] = [
    { name: 'Página (pageBackground)', value: surfaces.page, use: 'Fondo de la página', on: [], needs: null },
    { name: 'Tarjetas (colorBgContainer)', value: surfaces.container, use: 'Tarjetas, tablas y campos', on: [], needs: null },
    { name: 'Ventanas (colorBgElevated)', value: surfaces.elevated, use: 'Ventanas, menús y ventanas emergentes', on: [], needs: null },
    { name: 'Texto (colorText)', value: token.colorText, use: 'Texto principal', on: against(token.colorText), needs: TEXT_CONTRAST_AA },
    {
      name: 'Texto secundario (colorTextTertiary)',
      value: colours.secondaryText,
      use: 'Descripciones y texto de apoyo',
      on: against(colours.secondaryText),
      needs: TEXT_CONTRAST_AA,
    },
    {
      name: 'Texto deshabilitado y marcador (colorTextDisabled)',
      value: colours.disabledText,
      use: 'Controles deshabilitados y textos de ejemplo',
      on: against(colours.disabledText),
      needs: TEXT_CONTRAST_AA,
    },
    {
      name: 'Primario (colorPrimary)',
      value: token.colorPrimary,
      use: 'Enlaces, botones principales',
      on: against(token.colorPrimary),
      needs: TEXT_CONTRAST_AA,
    },
    {
      name: 'Texto sobre primario',
      value: colours.onPrimary,
      use: 'Texto de los botones principales',
      on: [{ background: 'Botón principal', colour: token.colorPrimary, ratio: contrastRatio(colours.onPrimary, token.colorPrimary) }],
      needs: TEXT_CONTRAST_AA,
    },
    {
      name: 'Error (colorError)',
      value: token.colorError,
      use: 'Mensajes de error de los campos',
      on: against(token.colorError),
      needs: TEXT_CONTRAST_AA,
    },
    {
      name: 'Éxito (colorSuccessText)',
      value: colours.successText,
      use: 'Estados correctos',
      on: against(colours.successText),
      needs: TEXT_CONTRAST_AA,
    },
    {
      name: 'Aviso (colorWarningText)',
      value: colours.warningText,
      use: 'Avisos',
      on: against(colours.warningText),
      needs: TEXT_CONTRAST_AA,
    },
    {
      name: 'Foco (colorPrimaryBorder)',
      value: colours.focus,
      use: 'Anillo de foco del teclado',
      on: against(colours.focus, [...backgrounds, { background: 'Cabecera', colour: brand.headerBackground }]),
      needs: FOCUS_CONTRAST,
    },
    { name: 'Cabecera (headerBackground)', value: brand.headerBackground, use: 'Fondo de la cabecera', on: [], needs: null },
    {
      name: 'Texto de cabecera (headerText)',
      value: brand.headerText,
      use: 'Menú y textos de la cabecera',
      on: [{ background: 'Cabecera', colour: brand.headerBackground, ratio: contrastRatio(brand.headerText, brand.headerBackground) }],
      needs: TEXT_CONTRAST_AA,
    },
  ];
  const typeScale = [
    { name: 'Título 1 (fontSizeHeading1)', size: token.fontSizeHeading1, lineHeight: token.lineHeightHeading1 },
    { name: 'Título 2 (fontSizeHeading2)', size: token.fontSizeHeading2, lineHeight: token.lineHeightHeading2 },
    { name: 'Título 3 (fontSizeHeading3)', size: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3 },
    { name: 'Título 4 (fontSizeHeading4)', size: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4 },
    { name: 'Título 5 (fontSizeHeading5)', size: token.fontSizeHeading5, lineHeight: token.lineHeightHeading5 },
    { name: 'Grande (fontSizeLG)', size: token.fontSizeLG, lineHeight: token.lineHeightLG },
    { name: 'Texto (fontSize)', size: token.fontSize, lineHeight: token.lineHeight },
    { name: 'Pequeño (fontSizeSM)', size: token.fontSizeSM, lineHeight: token.lineHeightSM },
  ];
  const spacing = (['sizeXXS', 'sizeXS', 'sizeSM', 'size', 'sizeMD', 'sizeLG', 'sizeXL', 'sizeXXL'] as const).map((name) => ({
    name,
    value: token[name],
  }));
  const radii = (['borderRadiusXS', 'borderRadiusSM', 'borderRadius', 'borderRadiusLG'] as const).map((name) => ({
    name,
    value: token[name],
  }));
  return { brand, fontFamily: token.fontFamily, colourTokens, typeScale, spacing, radii };
}

const cell = {
  padding: '6px 10px',
  borderBottom: '1px solid rgba(128,128,128,.3)',
  textAlign: 'left' as const,
  verticalAlign: 'top' as const,
};
const format = (ratio: number) => `${ratio.toFixed(2)}:1`;

/** The docs page of a brand's tokens: colours with their contrast, type scale, spacing and radii. */
export function BrandTokens({ code }: { code: BrandCode }) {
  const { brand, fontFamily, colourTokens, typeScale, spacing, radii } = brandTokens(code);
  const { token } = antdTheme.useToken();
  return (
    <main
      style={{
        padding: 24,
        color: token.colorText,
        background: token.colorBgLayout,
        fontFamily,
        minHeight: '100vh',
        boxSizing: 'border-box',
        // Wider than a phone, the table widens the page's own background with it.
        width: 'max-content',
        minWidth: '100%',
      }}
    >
      <h1 style={{ marginTop: 0 }}>Tokens de {brand.displayName}</h1>
      <p>
        Modo {brand.mode === 'dark' ? 'oscuro' : 'claro'}; color de marca {brand.primaryColor}. Cada valor se calcula del tema (brands.ts y
        antd-theme.ts); los contrastes se miden contra los fondos donde se usa cada color.
      </p>
      <h2>Colores</h2>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th style={cell}>Token</th>
            <th style={cell}>Valor</th>
            <th style={cell}>Uso</th>
            <th style={cell}>Contraste (mínimo)</th>
          </tr>
        </thead>
        <tbody>
          {colourTokens.map((entry) => (
            <tr key={entry.name}>
              <td style={cell}>{entry.name}</td>
              <td style={cell}>
                <span
                  aria-hidden
                  style={{
                    display: 'inline-block',
                    width: 16,
                    height: 16,
                    borderRadius: 4,
                    background: entry.value,
                    border: '1px solid #888',
                    marginRight: 8,
                    verticalAlign: 'middle',
                  }}
                />
                <code>{entry.value}</code>
              </td>
              <td style={cell}>{entry.use}</td>
              <td style={cell}>
                {entry.needs === null
                  ? 'Fondo'
                  : entry.on.map((on) => (
                      <div key={on.background}>
                        {on.background}: {format(on.ratio)} {on.ratio >= entry.needs! ? '✓' : `✗ (mínimo ${entry.needs}:1)`}
                      </div>
                    ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Escala tipográfica</h2>
      <p>Familia: {fontFamily}</p>
      {typeScale.map((step) => (
        <div key={step.name} style={{ fontSize: step.size, lineHeight: step.lineHeight, margin: '4px 0' }}>
          {step.name}: {step.size} px
        </div>
      ))}
      <h2>Espaciado</h2>
      {spacing.map((step) => (
        <div key={step.name} style={{ display: 'flex', alignItems: 'center', gap: 12, margin: '4px 0' }}>
          <code style={{ width: 90 }}>{step.name}</code>
          <span aria-hidden style={{ display: 'inline-block', width: step.value, height: 12, background: token.colorPrimary }} />
          <span>{step.value} px</span>
        </div>
      ))}
      <h2>Radios</h2>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        {radii.map((step) => (
          <div key={step.name} style={{ textAlign: 'center' }}>
            <div aria-hidden style={{ width: 56, height: 40, border: `2px solid ${token.colorPrimary}`, borderRadius: step.value }} />
            <code>{step.name}</code> {step.value} px
          </div>
        ))}
      </div>
    </main>
  );
}
