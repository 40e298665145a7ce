import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainText, storableText, stripTags } from './strip-tags.js';

const TAG = /<[A-Za-z/!?][^>]*>/;

describe('stripTags', () => {
  it.each([
    ['§5 tags are removed', '<b>Hello</b> world', 'Hello world'],
    ['§5 then it is trimmed', '   <p> Hi </p>  ', 'Hi'],
    ['§5 plain text is only trimmed', '  Café & co  ', 'Café & co'],
    ['§5 attributes with > inside quotes', '<a title="x>y" href="/">link</a>', 'link'],
    ['§5 script tags go (their text stays plain)', '<script>alert(1)</script>', 'alert(1)'],
    ['§5 comments go', 'a<!-- <b>x</b> -->b', 'ab'],
    ['§5 self-closing and end tags', 'line<br/>next</div>', 'linenext'],
    ['§5 an unterminated tag leaves no partial <tag', 'hello <img src=x onerror=alert(1)', 'hello'],
    ['§5 a less-than that is not a tag stays', '2 < 3 and 5 > 4', '2 < 3 and 5 > 4'],
    ['§5 <3 stays', 'I <3 it', 'I <3 it'],
    ['§5 removal never forms a new tag', '<<b>i>text', 'text'],
    ['§5 nested reassembly', '<<<b>b>script>x', 'x'],
    ['§5 only tags gives empty', '<p></p>', ''],
    ['§5 unclosed quote still ends at >', '<a title="x>y', 'y'],
  ])('%s: %j → %j', (_name, input, expected) => {
    expect(stripTags(input)).toBe(expected);
  });

  it.each([[null], [undefined], [42], [{}]])('non-string %j gives an empty string', (value) => {
    expect(stripTags(value)).toBe('');
  });

  it('§5 property: the output never contains a <x...> tag', () => {
    const piece = fc.oneof(
      fc.string(),
      fc.constantFrom('<', '>', '<b>', '</b>', '<a href="', '"', "'", '<!--', '-->', '<script>', 'x', ' '),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
        expect(stripTags(pieces.join(''))).not.toMatch(TAG);
      }),
      { numRuns: 2000 },
    );
  });

  it('§5 property: stripping is idempotent and trimmed', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = stripTags(text);
        expect(stripTags(once)).toBe(once);
        expect(once).toBe(once.trim());
      }),
    );
  });

  it('§5 property: text without "<" is only trimmed', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('<')),
        (text) => {
          expect(stripTags(text)).toBe(text.trim());
        },
      ),
    );
  });
});

describe('storableText and plainText (what both the forms and the API keep of entered text)', () => {
  it.each([
    ['NUL and other controls go', 'a\u0000b\u0007c', {}, 'abc'],
    ['line breaks and tabs stay in multi-line text', 'a\nb\tc\r\n', {}, 'a\nb\tc\r\n'],
    ['line breaks and tabs become spaces in a single-line field', 'a\nb\tc', { singleLine: true }, 'a b c'],
    ['a lone surrogate becomes U+FFFD', 'x\ud800y', {}, 'x\ufffdy'],
    ['a surrogate pair stays', '😀', {}, '😀'],
  ])('%s', (_name, input, options, expected) => {
    expect(storableText(input, options)).toBe(expected);
  });

  it('§5 plainText: controls dropped, tags removed, then trimmed', () => {
    expect(plainText(' <b>Fresh</b>\u0000 bread ')).toBe('Fresh bread');
    expect(plainText(null)).toBe('');
  });

  it('property: the result is storable (no NUL, no lone surrogate) and has no tag', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (input) => {
        const out = plainText(input);
        expect(out.includes('\u0000')).toBe(false);
        expect(out).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
        expect(out).not.toMatch(TAG);
      }),
    );
  });
});
