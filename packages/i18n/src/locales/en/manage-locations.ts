// Namespace `manage`, the back office's locations and service areas (issue 14).
export const manageLocations = {
  locations: {},
} as const;
