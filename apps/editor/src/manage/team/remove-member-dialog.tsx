// "Remove access?" / "Withdraw the invitation?": the Team screen's one confirmation. The API answers 409
// last_owner for the last owner; the screen says so in plain words.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoveTeamInviteMutation, useRemoveTeamMemberMutation } from '@vitrina/api-client/back-office';
import type { TeamMember } from '@vitrina/api-client/back-office';
import { Button, Modal } from '@vitrina/ui-kit';
import { refusalTextOf } from '../kit/index.js';
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
  const [busy, setBusy] = useState(false);
  const who = member.name || member.email;
  const invite = member.user_id === null;

  async function confirm() {
    setBusy(true);
    try {
      if (member.user_id) await removeMember({ clientId, userId: member.user_id }).unwrap();
      else await removeInvite({ clientId, email: member.email }).unwrap();
      onRemoved();
    } catch (error) {
      setBusy(false);
      onFailed(refusalTextOf(error, TEAM_REFUSALS).key);
    }
  }

  return (
    <Modal
      open
      size="small"
      onClose={onCancel}
      title={invite ? t('manage:team.withdrawTitle') : t('manage:team.removeTitle')}
      actions={
        <Button variant="danger" loading={busy} onClick={() => void confirm()}>
          {invite ? t('manage:team.withdrawConfirm') : t('manage:team.removeConfirm')}
        </Button>
      }
    >
      <p>{invite ? t('manage:team.withdrawBody', { who }) : t('manage:team.removeBody', { who })}</p>
    </Modal>
  );
}
