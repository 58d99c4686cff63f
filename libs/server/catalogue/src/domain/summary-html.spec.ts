import { describe, expect, it } from '@jest/globals';
import { sanitizeSummaryHtml, summaryPlainText } from './summary-html';

describe('sanitizeSummaryHtml', () => {
  it('keeps the formatting of the rich-text editor', () => {
    const html = '<p class="ql-align-center"><strong>500</strong> documentos<br/><em>al año</em></p><ul><li>3 usuarios</li></ul>';
    expect(sanitizeSummaryHtml(html)).toBe(
      '<p class="ql-align-center"><strong>500</strong> documentos<br /><em>al año</em></p><ul><li>3 usuarios</li></ul>',
    );
  });

  it.each([
    ['<script>alert(1)</script>hola', 'hola'],
    ['<SCRIPT src=//evil.co/x.js></SCRIPT>hola', 'hola'],
    ['<p onclick="steal()" onmouseover=x>hola</p>', '<p>hola</p>'],
    ['<img src=x onerror=alert(1)>hola', 'hola'],
    ['<svg><script>alert(1)</script></svg>hola', 'hola'],
    ['<iframe src="https://evil.co"></iframe>hola', 'hola'],
    ['<style>body{display:none}</style><p style="color:red">hola</p>', '<p>hola</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x61;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.co">x</a>', '<a>x</a>'],
    ['<a href="/\\evil.co">x</a>', '<a>x</a>'],
    ['<!-- <script>alert(1)</script> -->hola', 'hola'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>hola', 'hola'],
    ['<p class="x" style="background:url(javascript:alert(1))" id="y">hola</p>', '<p class="x">hola</p>'],
    ['<div><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript></div>', '<div></div>'],
    ['"><script>alert(1)</script>', '"&gt;'],
    ['<p>hola<', '<p>hola&lt;</p>'],
  ])('neutralises %s', (input, expected) => {
    const output = sanitizeSummaryHtml(input);
    expect(output).toBe(expected);
    expect(output).not.toMatch(/<(script|img|svg|iframe|style)|on\w+=|javascript:|data:/i);
  });

  it('keeps safe links, opening new tabs without opener', () => {
    expect(sanitizeSummaryHtml('<a href="https://www.colfactura.com/planes" target="_blank" rel="opener">planes</a>')).toBe(
      '<a href="https://www.colfactura.com/planes" target="_blank" rel="noopener noreferrer">planes</a>',
    );
    expect(sanitizeSummaryHtml('<a href="mailto:ventas@colfactura.com">escríbenos</a>')).toBe(
      '<a href="mailto:ventas@colfactura.com">escríbenos</a>',
    );
    expect(sanitizeSummaryHtml('<a href="/terminos">términos</a>')).toBe('<a href="/terminos">términos</a>');
  });

  it('escapes attribute values and stray characters, and closes what is left open', () => {
    expect(sanitizeSummaryHtml('<a href="https://x.co/?a=1&b=&quot;2&quot;">x</a>')).toBe(
      '<a href="https://x.co/?a=1&amp;b=&quot;2&quot;">x</a>',
    );
    expect(sanitizeSummaryHtml('<p><strong>5 > 3 & 2 < 4')).toBe('<p><strong>5 &gt; 3 &amp; 2 &lt; 4</strong></p>');
    // Entities are decoded while parsing: &nbsp; comes out as the character itself.
    expect(sanitizeSummaryHtml('Precio &amp; IVA &nbsp;incluido')).toBe('Precio &amp; IVA \u00a0incluido');
    expect(sanitizeSummaryHtml('<p class="ok bad\'class" title="x">hola</p>')).toBe('<p class="ok">hola</p>');
    expect(sanitizeSummaryHtml('<a href="https://x.co" target="_self" rel="opener">x</a>')).toBe('<a href="https://x.co">x</a>');
    // A stray </p> opens and closes an empty paragraph, as browsers read it.
    expect(sanitizeSummaryHtml('</p>sin abrir</li>')).toBe('<p></p>sin abrir');
    expect(sanitizeSummaryHtml('<p><em>mal</p> anidado</em>')).toBe('<p><em>mal</em></p> anidado');
  });
});

describe('summaryPlainText', () => {
  it('counts what a reader sees: no tags, entities as one character', () => {
    expect(summaryPlainText('<p><strong>500</strong> documentos&nbsp;&amp; más</p>')).toBe('500 documentos\u00a0& más');
    expect(summaryPlainText('<p> </p>')).toBe('');
  });
});
