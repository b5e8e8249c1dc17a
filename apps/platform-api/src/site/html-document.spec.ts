import { escapeHtml, jsonForScript, renderDocument } from './html-document';

const parts = {
  lang: 'de',
  theme: 'light',
  title: 'A <title> & "more"',
  description: 'Desc',
  robots: 'noindex',
  boot: { locale: 'de', evil: '</script><script>alert(1)</script>' },
  registry: { casino: { manifest: '/remotes/casino/1/mf-manifest.json', version: '1' } },
  messagesUrl: '/nfx/i18n/messages/de',
};

describe('renderDocument', () => {
  it.each([
    ['with placeholders', '<html lang="en" data-theme="dark"><head><!--nfx-head--></head><body><!--nfx-body-start--><div id="root"></div><!--nfx-body-end--></body></html>'],
    ['minified without placeholders', '<!doctype html><html lang=en data-theme=dark><head><meta charset=utf-8></head><body><div id=root></div></body></html>'],
  ])('fills the template %s', (_name, template) => {
    const html = renderDocument(template, parts);
    expect(html).toContain('<html lang="de" data-theme="light">');
    expect(html).toContain('<title>A &lt;title&gt; &amp; &quot;more&quot;</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('id="nfx-remote-registry"');
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
