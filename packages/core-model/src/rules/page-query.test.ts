import { describe, expect, it } from 'vitest';
import { hasOtherParameters, pageQuery } from './page-query.js';

describe('pageQuery', () => {
  it('keeps the parameters a page reads (preview, lang, denied), sorted, and drops the rest', () => {
    expect(pageQuery('?utm_source=x&template_id=4&gclid=1&builder_id=b')).toBe('?builder_id=b&template_id=4');
    expect(pageQuery('?lang=es&denied=gallery')).toBe('?denied=gallery&lang=es');
    expect(pageQuery('?p=1&x=2')).toBe('');
    expect(pageQuery('')).toBe('');
    expect(pageQuery('?')).toBe('');
  });

  it('one page for any order and spelling of the same parameters', () => {
    expect(pageQuery('?template_id=4&builder_id=b')).toBe(pageQuery('?builder_id=b&template_id=4&fbclid=z'));
    expect(pageQuery('?lang=es')).not.toBe(pageQuery('?lang=en'));
  });
  it('keeps the appointment wizard’s step and choices, so the server renders the step of the URL', () => {
    expect(pageQuery('?step=SelectDateAndTime&type=0&location=2&services=10,11&staff=any&utm_source=x')).toBe(
      '?location=2&services=10%2C11&staff=any&step=SelectDateAndTime&type=0',
    );
  });
});

describe('hasOtherParameters', () => {
  it('tells a visitor’s own parameters from those pages read', () => {
    expect(hasOtherParameters('?utm_source=x')).toBe(true);
    expect(hasOtherParameters('?template_id=4&p=1')).toBe(true);
    expect(hasOtherParameters('?template_id=4&lang=es')).toBe(false);
    expect(hasOtherParameters('')).toBe(false);
  });
});
