// "Remove access?" / "Withdraw the invitation?": the Team screen's one confirmation. The API answers 409
// last_owner for the last owner; the screen says so in plain words.
import { useTranslation } from 'react-i18next';
import { useRemoveTeamInviteMutation, useRemoveTeamMemberMutation } from '@vitrina/api-client/back-office';
import type { TeamMember } from '@vitrina/api-client/back-office';
import { DangerConfirm, refusalTextOf } from '../kit/index.js';
import type { FormTextKey } from '../kit/index.js';
import { TEAM_REFUSALS } from './team-refusals.js';

export interface RemoveMemberDialogProps {
  clientId: number;
  member: TeamMember;
  onCancel: () => void;
  onRemoved: () => void;
  onFailed: (key: FormTextKey) => void;
}

export function RemoveMemberDialog({ clientId, member, onCancel, onRemoved, onFailed }: RemoveMemberDialogProps) {
  const { t } = useTranslation(['manage']);
  const [removeMember] = useRemoveTeamMemberMutation();
  const [removeInvite] = useRemoveTeamInviteMutation();
  const who = member.name || member.email;
  const invite = member.user_id === null;

  async function removeThenSay() {
    if (member.user_id) await removeMember({ clientId, userId: member.user_id }).unwrap();
    else await removeInvite({ clientId, email: member.email }).unwrap();
    onRemoved();
  }
  return (
    <DangerConfirm
      title={invite ? t('manage:team.withdrawTitle') : t('manage:team.removeTitle')}
      confirm={invite ? t('manage:team.withdrawConfirm') : t('manage:team.removeConfirm')}
      run={removeThenSay}
      onRefused={(error) => onFailed(refusalTextOf(error, TEAM_REFUSALS).key)}
      onCancel={onCancel}
    >
      <p>{invite ? t('manage:team.withdrawBody', { who }) : t('manage:team.removeBody', { who })}</p>
    </DangerConfirm>
  );
}
