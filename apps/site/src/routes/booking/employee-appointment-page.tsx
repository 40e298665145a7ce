// Placeholder until the booking pages land (issue 14).
export function EmployeeAppointmentPage() {
  return null;
}
