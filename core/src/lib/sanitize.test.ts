import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToText, sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps allowlisted formatting', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>em</em> and <code>code</code></p><ul><li>one</li></ul><blockquote>q</blockquote><pre>x</pre>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['script', '<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    [
      'event attributes',
      '<p onclick="steal()">Hi</p><img src="https://x.example/a.png" onerror="alert(1)" alt="a">',
      '<p>Hi</p><img alt="a" src="https://x.example/a.png" />',
    ],
    ['style element and attribute', '<style>body{display:none}</style><p style="color:red">Hi</p>', '<p>Hi</p>'],
    ['iframe', '<iframe src="https://evil.example/"></iframe><p>Hi</p>', '<p>Hi</p>'],
    ['form and input', '<form action="https://evil.example/"><input name="pw"><button>Go</button></form>', 'Go'],
    ['svg', '<svg onload="alert(1)"><script>alert(1)</script><circle r="1"/></svg>ok', 'ok'],
    ['math', '<math><mi>x</mi></math>', 'x'],
    [
      'object and embed',
      '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">ok',
      'ok',
    ],
  ])('removes %s', (_name, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '&#106;avascript&#58;alert(1)',
    '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
    'java&#x09;script:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ])('drops the dangerous link %s', (href) => {
    const out = sanitizeHtml(`<a href="${href}">x</a>`);
    expect(out).toBe('<a rel="noopener noreferrer nofollow" target="_blank">x</a>');
  });

  it.each([
    'data:image/png;base64,iVBORw0KGgo=',
    'javascript:alert(1)',
    'DaTa:image/svg+xml,<svg/onload=alert(1)>',
    '/relative.png',
    '//evil.example/x.png',
  ])('drops an image with src %s', (src) => {
    expect(sanitizeHtml(`<p><img src="${src}" alt="x"></p>`)).toBe('<p></p>');
  });

  it('forces safe rel and target on links, overriding the source', () => {
    expect(sanitizeHtml('<a href="https://ok.example/a?b=1&amp;c=2" target="_self" rel="opener">ok</a>')).toBe(
      '<a href="https://ok.example/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">ok</a>',
    );
    expect(sanitizeHtml('<a href="mailto:a@example.com">mail</a>')).toContain('href="mailto:a@example.com"');
  });

  it('turns layout tags into paragraphs so text does not run together', () => {
    expect(sanitizeHtml('<div>one</div><div>two</div><h6>small</h6>')).toBe('<p>one</p><p>two</p><h4>small</h4>');
  });
});

describe('htmlToText', () => {
  it('decodes entities and separates paragraphs with a blank line', () => {
    expect(htmlToText('<p>One &amp; two</p><p>Three&nbsp;&lt;four&gt; &#8220;q&#8221;</p>')).toBe(
      'One & two\n\nThree <four> \u201cq\u201d',
    );
  });

  it('collapses whitespace and keeps line breaks and list items on their own lines', () => {
    expect(htmlToText('<div>x\n   y</div>\n\n\n<p>z<br>w</p><ul><li>a</li><li>b</li></ul>tail')).toBe(
      'x y\n\nz\nw\n\na\nb\n\ntail',
    );
  });

  it('drops script and style text and does not double-decode', () => {
    expect(htmlToText('<style>p{}</style><script>alert(1)</script>&amp;lt;b&amp;gt; AT&T')).toBe('&lt;b&gt; AT&T');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
