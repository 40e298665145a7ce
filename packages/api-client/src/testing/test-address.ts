// A valid US address the tests post and read back (shipping, services customer, bill to): the endpoint
// tests here and the site's order fixtures (`@vitrina/api-client/testing/test-address`, tests only).
export const TEST_ADDRESS = {
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Ruiz',
  country: 'US',
  address1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  postalCode: '73301',
  phone: '555-123-4567',
};
