import { bootTags, escapeHtml, jsonForScript, renderDocument } from './html-document';

const parts = {
  lang: 'de',
  theme: 'light',
  head: [
    '<title>T</title>',
    ...bootTags({ locale: 'de', evil: '</script><script>alert(1)</script>' }, { casino: { manifest: '/m.json' } }),
  ],
  bodyStart: '<div data-start>$&</div>',
  bodyEnd: "<div data-end>$'</div>",
};

describe('renderDocument', () => {
  it.each([
    [
      'with placeholders',
      '<html lang="en" data-theme="dark"><head><!--nfx-head--></head><body><!--nfx-body-start--><div id="root"></div><!--nfx-body-end--></body></html>',
    ],
    [
      'minified without placeholders',
      '<!doctype html><html lang=en data-theme=dark><head><meta charset=utf-8></head><body class=x><div id=root></div></body></html>',
    ],
  ])('fills the template %s', (_name, template) => {
    const html = renderDocument(template, parts);
    expect(html).toContain('<html lang="de" data-theme="light">');
    expect(html).toMatch(/<head>(<meta charset=utf-8>)?<title>T<\/title>/);
    expect(html).toContain('id="nfx-remote-registry"');
    // Custom code lands right inside the body, around the app root, with `$` patterns kept literally.
    expect(html).toMatch(/<body[^>]*><div data-start>\$&<\/div><div id="?root"?><\/div><div data-end>\$'<\/div><\/body>/);
    expect(html).not.toContain('<!--nfx-');
  });

  it('never lets boot data close its script element', () => {
    const html = renderDocument('<html><head></head><body></body></html>', parts);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(jsonForScript({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}');
  });

  it('escapes attribute values', () => {
    expect(escapeHtml(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;');
  });
});
