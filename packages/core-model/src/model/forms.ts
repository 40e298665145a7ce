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
  address1: string;
  address2: string;
  city: string;
  state: string;
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
  return { email: '', firstName: '', lastName: '', address1: '', address2: '', city: '', state: '', postalCode: '', phone: '' };
}

export function emptyCardFields(): CardFields {
  return { holderName: '', cardNumber: '', expiryDate: '', cvv: '' };
}
