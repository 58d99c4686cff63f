import { describe, expect, it } from '@jest/globals';
import { contrastRatio, readableOn, textOn } from './colour-contrast';

describe('colour contrast (WCAG 2.1)', () => {
  it('measures black on white at 21:1 and a colour on itself at 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#F37021', '#F37021')).toBeCloseTo(1, 5);
  });

  it('chooses white or near-black text for a fill', () => {
    expect(textOn('#CF480A')).toBe('#ffffff');
    expect(textOn('#1FB6A6')).toBe('#141414');
  });

  it('keeps a colour that already reads and darkens (or lightens) one that does not, to 4.5:1', () => {
    expect(readableOn('#1E7B5E', '#F1F6F3')).toBe('#1E7B5E');
    const darker = readableOn('#0F86C6', '#F2F7FB');
    expect(darker).not.toBe('#0F86C6');
    expect(contrastRatio(darker, '#F2F7FB')).toBeGreaterThanOrEqual(4.5);
    const lighter = readableOn('#3949AB', '#0E1828');
    expect(contrastRatio(lighter, '#0E1828')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#3949AB', '#0E1828')).toBeLessThan(4.5);
  });
});
