// Visitor-entered forms (spec §3): contact-us, appointment details, shipping, card.

export interface ContactUsForm {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export interface AppointmentDetails {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  province: string;
  postalCode: string;
  phoneNumber: string;
  /** Additional notes. */
  note: string;
}

export interface ShippingFields {
  email: string;
  firstName: string;
  lastName: string;
  /** Two-letter countryCode of the §3 country list; a US address has a state, any other a province. */
  country: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  province: string;
  postalCode: string;
  phone: string;
}

export interface CardFields {
  holderName: string;
  cardNumber: string;
  /** `MM/YY`. */
  expiryDate: string;
  cvv: string;
}

export function emptyContactUsForm(): ContactUsForm {
  return { name: '', email: '', phone: '', message: '' };
}

export function emptyAppointmentDetails(): AppointmentDetails {
  return {
    firstName: '',
    lastName: '',
    email: '',
    country: '',
    address1: '',
    address2: '',
    city: '',
    state: '',
    province: '',
    postalCode: '',
    phoneNumber: '',
    note: '',
  };
}

export function emptyShippingFields(): ShippingFields {
  return {
    email: '',
    firstName: '',
    lastName: '',
    country: 'US',
    address1: '',
    address2: '',
    city: '',
    state: '',
    province: '',
    postalCode: '',
    phone: '',
  };
}

export function emptyCardFields(): CardFields {
  return { holderName: '', cardNumber: '', expiryDate: '', cvv: '' };
}
