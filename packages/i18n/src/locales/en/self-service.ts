// The customer's self-service (issue 30): the booking policy the owner sets in Business settings (namespace
// `manage`, key `selfService`) and the customer's own "your booking" page reached by its link (namespace
// `booking`, key `myBooking`).
export const manageSelfService = {
  selfService: {
    bookingChanges: 'Customers may cancel or reschedule',
    bookingChangesHint:
      'From the link in their booking confirmation. Later than this, they are asked to contact you. The slot is freed at once and the staff member is told.',
    policies: {
      never: 'Never online',
      '2h': 'Until 2 hours before',
      '12h': 'Until 12 hours before',
      '24h': 'Until 24 hours before',
      '48h': 'Until 48 hours before',
      '72h': 'Until 72 hours before',
    },
  },
} as const;

export const bookingSelfService = {
  myBooking: {
    title: 'Your booking',
    loading: 'Loading your booking…',
    notFound: 'We couldn’t find this booking. Check that the link is the one in your confirmation e-mail.',
    policy: 'You can cancel or reschedule until {{date}} at {{time}}.',
    tooLate:
      'It is too late to cancel or reschedule this booking online: changes are accepted until {{hours}} hours before it starts. Please contact {{business}}.',
    notAllowed: 'This booking can’t be cancelled or rescheduled online. Please contact {{business}}.',
    canceled: 'This booking has been cancelled.',
    cancel: 'Cancel booking',
    reschedule: 'Reschedule',
    confirmCancelTitle: 'Cancel this booking?',
    confirmCancelBody: 'Your time on {{date}} at {{time}} will be offered to other customers. This can’t be undone.',
    confirmCancel: 'Yes, cancel booking',
    cancelled: 'Your booking has been cancelled. We’ve let {{business}} know.',
    chooseNewTime: 'Choose a new time',
    moveTo: 'Move my booking to {{date}} at {{time}}',
    pickTime: 'Pick a date and a time above.',
    back: 'Keep the current time',
    moved: 'Your booking has been moved to {{date}} at {{time}}.',
    bookAgain: 'Book another appointment',
    failed: 'Something went wrong. Please try again.',
  },
} as const;

/** Namespace `mail`, key `booking`: the confirmation's link to the booking's own page, and the staff's notice of a move. */
export const mailBookingSelfService = {
  manageBooking: 'Change or cancel your booking',
  manageNote: 'You can cancel or reschedule from this link until {{hours}} hours before the appointment.',
  customerRescheduled: {
    subject: 'Booking moved: {{customer}}, now {{date}} at {{time}}',
    preview: '{{customer}} moved {{services}}',
    heading: 'A booking was moved',
    intro: '{{customer}} moved {{services}} to {{date}} at {{time}}. The earlier time is free again.',
  },
} as const;

/** Namespace `commerce`: the customer's own side of a subscription on its order's page (issue 30). */
export const commerceSelfService = {
  subscriptionSelf: {
    cancel: 'Cancel subscription',
    confirmTitle: 'Cancel {{name}}?',
    confirmBody:
      'It stays active until {{date}}, the end of the period you have paid for. After that it is not renewed and your card is not charged again.',
    confirmBodyNow: 'Its last renewal was not paid, so it ends now and your card is not charged again.',
    confirm: 'Yes, cancel subscription',
    canceled: 'Your subscription is cancelled. It ends on {{date}} and will not be renewed.',
    canceledNow: 'Your subscription is cancelled.',
    endsOn: 'Ends on',
    showHistory: 'Show charge history',
    hideHistory: 'Hide charge history',
    history: 'Charge history',
    date: 'Date',
    order: 'Order',
    amount: 'Amount',
    status: 'Status',
    first: 'First payment',
    renewal: 'Renewal',
    noCharges: 'No charges yet.',
    failed: 'Something went wrong. Please try again.',
  },
} as const;

/** Namespace `manage`, key `selfServiceOrders`: what the owner's order shows of the customer's cancel. */
export const manageSelfServiceOrders = {
  selfServiceOrders: {
    endsOn: 'Ends on (cancelled by the customer)',
  },
} as const;
