import { sanitizeHtml } from '../../src/content/services/html-sanitizer';

describe('sanitizeHtml', () => {
  it.each([
    ['<p>Hello <strong>world</strong></p>', '<p>Hello <strong>world</strong></p>'],
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="steal()" class="x">text</p>', '<p>text</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['<a href="/terms">terms</a>', '<a href="/terms">terms</a>'],
    [
      '<a href="https://example.com/?a=1&amp;b=2">x</a>',
      '<a href="https://example.com/?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">x</a>',
    ],
    ['<p>1 < 2 & 3 > 2</p>', '<p>1 &lt; 2 &amp; 3 &gt; 2</p>'],
    ['<p>unclosed <em>tags', '<p>unclosed <em>tags</em></p>'],
    ['</p>stray close', 'stray close'],
    ['<style>body{display:none}</style>visible', 'visible'],
    ['<!-- comment --><br/>line', '<br>line'],
    ['<iframe src="https://x"></iframe>after', 'after'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<p title="a>b">x</p>', '<p>x</p>'],
    ['&lt;script&gt;', '&lt;script&gt;'],
  ])('%s → %s', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });
});
