// Visitor-entered forms (spec §3): contact-us, appointment details, shipping, card.

export interface ContactUsForm {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** A postal address as a visitor enters it; a US address has a state, any other a province. */
export interface PostalAddress {
  /** Two-letter countryCode of the §3 country list. */
  country: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  province: string;
  postalCode: string;
}

export interface AppointmentDetails extends PostalAddress {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** Additional notes. */
  note: string;
}

export interface ShippingFields extends PostalAddress {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export interface CardFields {
  holderName: string;
  cardNumber: string;
  /** `MM/YY`. */
  expiryDate: string;
  cvv: string;
}

/** An address not entered yet, in `country`. */
export function emptyPostalAddress(country: string): PostalAddress {
  return { country, address1: '', address2: '', city: '', state: '', province: '', postalCode: '' };
}

export function emptyContactUsForm(): ContactUsForm {
  return { name: '', email: '', phone: '', message: '' };
}

export function emptyAppointmentDetails(): AppointmentDetails {
  return {
    firstName: '',
    lastName: '',
    email: '',
    ...emptyPostalAddress(''),
    phoneNumber: '',
    note: '',
  };
}

export function emptyShippingFields(): ShippingFields {
  return {
    email: '',
    firstName: '',
    lastName: '',
    ...emptyPostalAddress('US'),
    phone: '',
  };
}

export function emptyCardFields(): CardFields {
  return { holderName: '', cardNumber: '', expiryDate: '', cvv: '' };
}
