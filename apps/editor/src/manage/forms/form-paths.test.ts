import { describe, expect, it } from 'vitest';
import { formsViewOf, responsesFilterOf, responsesPath } from './form-paths.js';

const uuid = '3f1c9a2e-1b2c-4d5e-8f90-112233445566';

describe('Forms screen paths', () => {
  it.each([
    ['/manage/forms', { name: 'list' }],
    ['/manage/forms/', { name: 'list' }],
    ['/manage/forms/new', { name: 'new' }],
    ['/manage/forms/12', { name: 'edit', formId: 12 }],
    ['/manage/forms/responses', { name: 'responses' }],
    [`/manage/forms/responses/${uuid.toUpperCase()}`, { name: 'response', responseUuid: uuid }],
    ['/manage/forms/responses/nope', { name: 'unknown' }],
    ['/manage/forms/0', { name: 'unknown' }],
    ['/manage/forms/12/x', { name: 'unknown' }],
  ])('%s is %o', (path, view) => {
    expect(formsViewOf(path)).toEqual(view);
  });

  it('keeps the responses filter in the query string, ignoring malformed values', () => {
    expect(responsesPath({ formId: 3, customerUuid: uuid })).toBe(`/manage/forms/responses?form=3&customer=${uuid}`);
    expect(responsesPath()).toBe('/manage/forms/responses');
    expect(responsesFilterOf(`?form=3&customer=${uuid}`)).toEqual({ formId: 3, customerUuid: uuid });
    expect(responsesFilterOf('?form=x&customer=1')).toEqual({ formId: null, customerUuid: null });
  });
});
