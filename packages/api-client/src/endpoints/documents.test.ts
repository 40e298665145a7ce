import { customerDocumentUrl } from '@vitrina/api-client';
import { ownerDocumentUrl } from '@vitrina/api-client/back-office';
import { describe, expect, it } from 'vitest';

describe('document links (issue 31)', () => {
  it('the customer’s by the order’s uuid, the owner’s by the order’s or quote’s id', () => {
    const uuid = '6f1c1b2e-7f5a-4c1e-9a53-0d2a1e4b7c11';
    expect(customerDocumentUrl(7, uuid)).toBe(`/api/client/7/orders/${uuid}/document.pdf`);
    expect(customerDocumentUrl(7, uuid, 'https://api.example/api/')).toBe(`https://api.example/api/client/7/orders/${uuid}/document.pdf`);
    expect(ownerDocumentUrl(7, { orderId: 12 })).toBe('/api/client/7/owner-orders/12/receipt.pdf');
    expect(ownerDocumentUrl(7, { quoteId: 9 })).toBe('/api/client/7/owner-quotes/9/document.pdf');
  });
});
