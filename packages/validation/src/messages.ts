// Every message this package can emit is an i18n key of the `validation` namespace (spec §5). The texts
// live in @vitrina/i18n (locales/{en,es}/validation.ts); forms and the API only ever pass these keys on.

export const VALIDATION_MESSAGES = {
  required: {
    firstName: 'validation:required.firstName',
    lastName: 'validation:required.lastName',
    email: 'validation:required.email',
    address: 'validation:required.address',
    address2: 'validation:required.address2',
    city: 'validation:required.city',
    state: 'validation:required.state',
    postalCode: 'validation:required.postalCode',
    province: 'validation:required.province',
    phone: 'validation:required.phone',
    country: 'validation:required.country',
    name: 'validation:required.name',
    message: 'validation:required.message',
    locationName: 'validation:required.locationName',
    serviceName: 'validation:required.serviceName',
    logoImage: 'validation:required.logoImage',
    cardHolderName: 'validation:required.cardHolderName',
    cardNumber: 'validation:required.cardNumber',
    expiry: 'validation:required.expiry',
    cvv: 'validation:required.cvv',
    businessName: 'validation:required.businessName',
    timeZone: 'validation:required.timeZone',
    currency: 'validation:required.currency',
    title: 'validation:required.title',
    slug: 'validation:required.slug',
    // Products and store settings (issue 13):
    productName: 'validation:required.productName',
    productSlug: 'validation:required.productSlug',
    variantName: 'validation:required.variantName',
    price: 'validation:required.price',
    stock: 'validation:required.stock',
    paymentCountries: 'validation:required.paymentCountries',
  },
  invalid: {
    email: 'validation:invalid.email',
    phone: 'validation:invalid.phone',
    postalCode: 'validation:invalid.postalCode',
    country: 'validation:invalid.country',
    cardNumber: 'validation:invalid.cardNumber',
    expiry: 'validation:invalid.expiry',
    cvv: 'validation:invalid.cvv',
    link: 'validation:invalid.link',
    radius: 'validation:invalid.radius',
    areaRadius: 'validation:invalid.areaRadius',
    value: 'validation:invalid.value',
    tooLong: 'validation:invalid.tooLong',
    tooMany: 'validation:invalid.tooMany',
    tooLarge: 'validation:invalid.tooLarge',
    /** A payload nested past MAX_PAYLOAD_DEPTH (issue 25). */
    tooDeep: 'validation:invalid.tooDeep',
    price: 'validation:invalid.price',
    color: 'validation:invalid.color',
    storeLink: 'validation:invalid.storeLink',
    timeZone: 'validation:invalid.timeZone',
    currency: 'validation:invalid.currency',
    slug: 'validation:invalid.slug',
    date: 'validation:invalid.date',
    futureDate: 'validation:invalid.futureDate',
    // Products and store settings (issue 13):
    stock: 'validation:invalid.stock',
    /** A product's low-stock threshold (issue 26). */
    lowStockThreshold: 'validation:invalid.lowStockThreshold',
    duplicateVariant: 'validation:invalid.duplicateVariant',
    taxRate: 'validation:invalid.taxRate',
    shippingRate: 'validation:invalid.shippingRate',
  },
  appointment: {
    selectServiceType: 'validation:appointment.selectServiceType',
    selectLocation: 'validation:appointment.selectLocation',
    selectServices: 'validation:appointment.selectServices',
    selectStaff: 'validation:appointment.selectStaff',
    invalidPhone: 'validation:appointment.invalidPhone',
  },
  servicesStore: {
    selectServices: 'validation:servicesStore.selectServices',
  },
  forms: {
    completeRequired: 'validation:forms.completeRequired',
    // Customer forms (issue 15): the owner's builder and a customer's answers.
    fieldsRequired: 'validation:forms.fieldsRequired',
    fieldLabel: 'validation:forms.fieldLabel',
    duplicateField: 'validation:forms.duplicateField',
    options: 'validation:forms.options',
    answerRequired: 'validation:forms.answerRequired',
    confirmRequired: 'validation:forms.confirmRequired',
    fileRequired: 'validation:forms.fileRequired',
  },
  chat: {
    messageTooLong: 'validation:chat.messageTooLong',
  },
  refund: {
    amountRequired: 'validation:refund.amountRequired',
    amountPositive: 'validation:refund.amountPositive',
    amountTooLarge: 'validation:refund.amountTooLarge',
  },
  // Quotes and invoices (issue 15, back office):
  quote: {
    linesRequired: 'validation:quote.linesRequired',
    quantity: 'validation:quote.quantity',
    amountRequired: 'validation:quote.amountRequired',
    amountPositive: 'validation:quote.amountPositive',
    amountTooLarge: 'validation:quote.amountTooLarge',
    // A quote request is priced before it is sent (issue 15):
    totalRequired: 'validation:quote.totalRequired',
  },
  // Services as sold (issue 15, back office):
  selling: {
    recurrenceRequired: 'validation:selling.recurrenceRequired',
    quoteSubscription: 'validation:selling.quoteSubscription',
  },
  // Services as bookable and staff hours (issue 14, back office):
  bookingSetup: {
    staffName: 'validation:bookingSetup.staffName',
    duration: 'validation:bookingSetup.duration',
    buffer: 'validation:bookingSetup.buffer',
    bookingType: 'validation:bookingSetup.bookingType',
    meetingUrlRequired: 'validation:bookingSetup.meetingUrlRequired',
    meetingUrl: 'validation:bookingSetup.meetingUrl',
    time: 'validation:bookingSetup.time',
    endAfterStart: 'validation:bookingSetup.endAfterStart',
    hoursOverlap: 'validation:bookingSetup.hoursOverlap',
    breaksOverlap: 'validation:bookingSetup.breaksOverlap',
    dateTime: 'validation:bookingSetup.dateTime',
  },
  locationSetupRequired: 'validation:locationSetupRequired',
  informationRequired: 'validation:informationRequired',
  // Order feedback (issue 15): the star rating the form asks for beside the §5 comment.
  feedback: {
    rating: 'validation:feedback.rating',
  },
  // Sign-up wizard (issue 16):
  signup: {
    industry: 'validation:signup.industry',
    services: 'validation:signup.services',
    template: 'validation:signup.template',
    password: 'validation:signup.password',
    passwordCommon: 'validation:signup.passwordCommon',
    subdomainRequired: 'validation:signup.subdomainRequired',
    subdomainInvalid: 'validation:signup.subdomainInvalid',
    subdomainReserved: 'validation:signup.subdomainReserved',
    subdomainTaken: 'validation:signup.subdomainTaken',
    emailTaken: 'validation:signup.emailTaken',
  },
  // Discount codes (issue 30, back office):
  discount: {
    codeRequired: 'validation:discount.codeRequired',
    codeInvalid: 'validation:discount.codeInvalid',
    codeTaken: 'validation:discount.codeTaken',
    percent: 'validation:discount.percent',
    amount: 'validation:discount.amount',
    minimum: 'validation:discount.minimum',
    limit: 'validation:discount.limit',
    endsBeforeStart: 'validation:discount.endsBeforeStart',
  },
  // The dashboard's custom period (issue 31):
  dashboard: {
    fromRequired: 'validation:dashboard.fromRequired',
    toRequired: 'validation:dashboard.toRequired',
    toBeforeFrom: 'validation:dashboard.toBeforeFrom',
    tooLong: 'validation:dashboard.tooLong',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];

/** An i18n key (with its `validation:` namespace) that this package can emit. */
export type ValidationMessageKey = Leaves<typeof VALIDATION_MESSAGES>;

function leaves(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  return Object.values(node as Record<string, unknown>).flatMap(leaves);
}

/** Every key the package can emit, so a cross-package test can check the i18n resources hold them all. */
export const VALIDATION_MESSAGE_KEYS: readonly ValidationMessageKey[] = Object.freeze(
  leaves(VALIDATION_MESSAGES) as ValidationMessageKey[],
);

const KEY_SET: ReadonlySet<string> = new Set(VALIDATION_MESSAGE_KEYS);

export function isValidationMessageKey(value: unknown): value is ValidationMessageKey {
  return typeof value === 'string' && KEY_SET.has(value);
}
