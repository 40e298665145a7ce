// Namespace `manage`, the back office's services and staff (issue 14).
export const manageServices = {
  servicesScreen: {},
} as const;
