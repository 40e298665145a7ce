// Placeholder until the booking pages land (issue 14).
export function AppointmentPage() {
  return null;
}
