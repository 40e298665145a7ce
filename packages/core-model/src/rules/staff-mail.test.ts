import { describe, expect, it } from 'vitest';
import { STAFF_MAIL_KINDS, isStaffMailKind, wantsStaffMail } from './staff-mail.js';

describe('staff mail choices', () => {
  it('every kind is on until turned off; turning one off leaves the others on', () => {
    for (const kind of STAFF_MAIL_KINDS) expect(wantsStaffMail([], kind)).toBe(true);
    expect(wantsStaffMail(['new_order'], 'new_order')).toBe(false);
    expect(wantsStaffMail(['new_order'], 'new_booking')).toBe(true);
  });

  it('knows its kinds and nothing else', () => {
    expect(isStaffMailKind('new_booking')).toBe(true);
    expect(isStaffMailKind('order_receipt')).toBe(false);
    expect(isStaffMailKind(undefined)).toBe(false);
  });
});
