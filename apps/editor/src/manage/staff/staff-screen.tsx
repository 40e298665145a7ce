// The back office's Staff screen (issue 14): the list at /manage/staff, a new member at /manage/staff/new
// and one member at /manage/staff/{staffId} with their login, services, weekly hours, breaks and time off.
// Owners and managers use it (core-model canUseScreen).
import '../kit/kit.css';
import '../products/products.css';
import '../services/services.css';
import './staff.css';
import { RecordRoutes } from '../kit/record-routes.js';
import { StaffEditor } from './staff-editor.js';
import { StaffList } from './staff-list.js';
import { staffViewOf } from './staff-paths.js';

export interface StaffScreenProps {
  clientId: number;
}

export function StaffScreen({ clientId }: StaffScreenProps) {
  return <RecordRoutes clientId={clientId} viewOf={staffViewOf} list={StaffList} editor={StaffEditor} />;
}
