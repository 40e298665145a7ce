// Namespace `status`: the status screens of spec §2 and §8 (/website_disabled, /access-denied, /error,
// /setup-website, /not-found) and the freemium notices.
export const status = {
  websiteDisabled: {
    pageTitle: 'Website unavailable',
    title: 'This website is currently unavailable',
    body: 'This website has been suspended. If you are the owner, log in to reactivate it.',
    action: 'Log in to reactivate',
  },
  accessDenied: {
    pageTitle: 'Access denied',
    title: 'Access denied',
    body: 'Access denied, please log out and log back in.',
    action: 'Log out',
  },
  error: {
    pageTitle: 'Error',
    title: 'Something went wrong',
    body: 'We could not load this page. Please try again in a moment.',
    action: 'Try again',
  },
  setupWebsite: {
    pageTitle: 'Website not created yet',
    title: 'This website has not been created yet',
    body: 'Finish setting up your business to publish your website here.',
    action: 'Create your website',
  },
  notFound: {
    pageTitle: 'Page not found',
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has been moved.',
    action: 'Back to the home page',
  },
  freemium: {
    editBlockedTitle: 'Upgrade to edit',
    editBlocked: 'Upgrade to business to edit the website.',
    notIndexed: 'Freemium websites are not found on Google. Upgrade to a paid plan to appear in search results.',
    upgrade: 'Upgrade plan',
    previewBadge: 'Preview',
  },
  preview: {
    banner: 'You are viewing a preview of this template.',
    exit: 'Exit preview',
  },
} as const;
