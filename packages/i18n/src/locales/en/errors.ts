// Namespace `errors`: the error catalogue of spec §8 and the order rules of spec §5.
export const errors = {
  generic: 'Something went wrong.',
  network: 'Check your internet connection and try again.',
  chunkLoad: {
    title: 'The page took too long to load',
    timeout: 'Loading part of the page timed out after {{seconds}} seconds.',
  },
  siteLoad: 'We could not load this website. Please try again later.',
  planDenied: 'This feature is not available on the current plan.',
  disabled: {
    gallery: 'The gallery has been disabled.',
    productsStore: 'The products store has been disabled.',
    servicesStore: 'The services store has been disabled.',
    blog: 'The blog has been disabled.',
    section: 'This section has been disabled.',
  },
  notAvailable: {
    products: {
      title: 'Products Not Available',
      body: 'There are no products available right now. Please check back soon.',
    },
    services: {
      title: 'Services Not Available',
      body: 'There are no services available right now. Please check back soon.',
    },
    blogs: {
      title: 'Blogs Not Available',
      body: 'There are no blog posts available right now. Please check back soon.',
    },
    forms: {
      title: 'Forms Not Available',
      body: 'Online forms are not available right now. Please contact the business directly.',
    },
  },
  orders: {
    transactionNotFound: 'Transaction not found',
    invalidTransaction: 'Invalid transaction',
    expiredTransaction: 'Expired transaction',
    orderNotFound: 'Order not found',
    orderNotFoundBody: "We couldn't find your order.",
    somethingWentWrong: 'Something went wrong',
    paymentFailed: 'Your payment could not be processed. No charge was made.',
    // Issue 32: the gateway did not answer in time; the order is kept and a retry never charges twice.
    paymentPending:
      'We could not confirm your payment yet. Your order is saved and you will not be charged twice. Please try again in a moment.',
    insufficientFunds: 'Your card has insufficient funds. No charge was made.',
    oneSubscription: 'Only one subscription service can be added per order.',
    noMixing: 'One-time services and a subscription cannot be combined in one order.',
    outOfStock: 'Out-of-stock items must be removed before checkout.',
    priceChanged: 'Some prices have changed. Please review your cart.',
    feedbackNotFound: 'No feedback has been left for this order yet.',
    feedbackExists: 'Feedback has already been left for this order.',
    feedbackNotAllowed: 'Feedback can be left once the order is paid, and not for a canceled, rejected or failed order.',
  },
  subscriptions: {
    notFound: 'Subscription not found',
    notActive: 'This subscription is canceled or has not started yet, so its card cannot be changed.',
    inProgress: 'A payment for this subscription is already under way. Please wait a moment and reload the page.',
  },
  forms: {
    contactSupport: 'Something went wrong, please contact support.',
    uploadFailed: 'Failed to upload file.',
    customerNotFound: 'We could not find your forms. Please use the link the business sent you.',
    formNotFound: 'This form is not available.',
    alreadyAnswered: 'You have already answered this form. Thank you!',
    uploadQuota: 'This form cannot take more files: all its files together can be up to 50 MB. Send the form with the files you have.',
    fileTooLarge: 'This file is too large. Files can be up to 10 MB.',
    fileType: 'This type of file is not accepted. Upload a PDF, a photo (JPEG, PNG, WebP or HEIC) or a text file.',
  },
  booking: {
    slotsUnavailable: 'Slots are not available for the selected date.',
    slotTaken: 'This time was just booked by someone else. Please choose another time.',
    outsideServiceArea: 'This address is outside our service area.',
    appointmentNotFound: 'We could not find this appointment.',
    tooManyHolds:
      'Several times are already being held from your connection. Please finish a booking or wait a few minutes, then choose again.',
  },
} as const;
