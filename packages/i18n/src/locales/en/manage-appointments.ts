// Namespace `manage`, the back office's appointments (issue 14).
export const manageAppointments = {
  appointments: {},
} as const;
