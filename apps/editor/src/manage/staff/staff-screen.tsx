// The back office's Staff screen (issue 14): the list at /manage/staff, a new member at /manage/staff/new
// and one member at /manage/staff/{staffId} with their login, services, weekly hours, breaks and time off.
// Owners and managers use it (core-model canUseScreen).
import '../kit/kit.css';
import '../products/products.css';
import '../services/services.css';
import './staff.css';
import { useLocation } from 'react-router';
import { NotFoundPanel } from '../screen-panels.js';
import { StaffEditor } from './staff-editor.js';
import { StaffList } from './staff-list.js';
import { staffViewOf } from './staff-paths.js';

export interface StaffScreenProps {
  clientId: number;
}

export function StaffScreen({ clientId }: StaffScreenProps) {
  const view = staffViewOf(useLocation().pathname);
  if (view.name === 'new') return <StaffEditor clientId={clientId} staffId={null} />;
  if (view.name === 'edit') return <StaffEditor key={view.staffId} clientId={clientId} staffId={view.staffId} />;
  if (view.name === 'unknown') return <NotFoundPanel />;
  return <StaffList clientId={clientId} />;
}
