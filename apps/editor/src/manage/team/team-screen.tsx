// The back office's Team screen (spec §6 roles; the owner's only, back-office rights): who can sign in to this
// business and with which role. The owner adds a person (with the built-in identity provider the one-time
// set-password link goes to that person by e-mail, never to this screen: "Invitation sent to …" with Resend, and
// Resend for anyone still awaiting their password; with an external issuer the access waits for the e-mail's
// first sign-in), changes a role, removes access or withdraws an invitation (after a
// confirmation). The API's refusals (another business's role, the last owner) are said in plain words.
import '../kit/kit.css';
import './team.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeTeamRoleMutation, useResendTeamInvitationMutation, useTeamInfiniteQuery } from '@vitrina/api-client/back-office';
import type { AddedMember, TeamMember, TeamRoleId } from '@vitrina/api-client/back-office';
import { ResourceList, refusalTextOf, rowsOf, sectionTexts } from '../kit/index.js';
import type { FormTextKey } from '../kit/index.js';
import { ScreenFrame, StatusNotice } from '../screen-frame.js';
import type { ScreenNotice } from '../screen-frame.js';
import { TitledSection } from '../titled-section.js';
import { AddMemberForm } from './add-member-form.js';
import { InvitationSentPanel } from './invitation-sent-panel.js';
import { RemoveMemberDialog } from './remove-member-dialog.js';
import { TeamList } from './team-list.js';
import { TEAM_REFUSALS } from './team-refusals.js';

export interface TeamScreenProps {
  /** The business whose team this is (the host's client). */
  clientId: number;
}

export function TeamScreen({ clientId }: TeamScreenProps) {
  const { t } = useTranslation(['manage', 'errors']);
  const list = useTeamInfiniteQuery(clientId, { refetchOnMountOrArgChange: true });
  const [changeRole] = useChangeTeamRoleMutation();
  const [changingId, setChangingId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [resendInvitation] = useResendTeamInvitationMutation();
  const [sent, setSent] = useState<TeamMember | null>(null);
  const [notice, setNotice] = useState<ScreenNotice>(null);
  const linkRef = useRef<HTMLDivElement>(null);
  const members = rowsOf(list.data, (page) => page.members);
  const who = (m: TeamMember) => m.name || m.email;
  const fail = (key: FormTextKey) => setNotice({ text: t(key), failed: true });

  // The "Invitation sent" panel takes the keyboard and the screen reader to itself.
  useEffect(() => {
    if (sent) linkRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [sent]);

  function added({ member, invitationSent }: AddedMember) {
    if (invitationSent) {
      setNotice(null);
      setSent(member);
    } else {
      const key = member.status === 'invited' ? 'manage:team.add.invited' : 'manage:team.add.added';
      setNotice({ text: t(key, { email: member.email }), failed: false });
    }
  }

  /** A new link by mail (the old one dies): true when sent. */
  async function resend(member: TeamMember): Promise<boolean> {
    if (!member.user_id) return false;
    setNotice(null);
    try {
      await resendInvitation({ clientId, userId: member.user_id }).unwrap();
      setNotice({ text: t('manage:team.invitation.resent', { email: member.email }), failed: false });
      return true;
    } catch (error) {
      fail(refusalTextOf(error, TEAM_REFUSALS).key);
      return false;
    }
  }

  async function roleChange(member: TeamMember, roleId: TeamRoleId) {
    if (!member.user_id) return;
    setChangingId(member.user_id);
    setNotice(null);
    try {
      const saved = await changeRole({ clientId, userId: member.user_id, role_id: roleId }).unwrap();
      setNotice({ text: t('manage:team.roleChanged', { who: who(saved), role: t(`manage:team.roles.${saved.role_id}`) }), failed: false });
    } catch (error) {
      fail(refusalTextOf(error, TEAM_REFUSALS).key);
    } finally {
      setChangingId(null);
    }
  }

  return (
    <ScreenFrame titleId="vt-title" title={t('manage:team.title')} intro={t('manage:team.intro')} className="vt-team">
      <TitledSection block="vt-members" titleId="vt-list-title" title={t('manage:team.list')}>
        <StatusNotice className="vt-notice" notice={notice} />
        <ResourceList
          query={list}
          items={members}
          // The owner looking is always a member: with nobody else, the table says so below it.
          texts={{ ...sectionTexts(t, 'team', ['loading', 'loadFailed', 'retry', 'loadMore']), empty: t('manage:team.onlyYou') }}
          moreClassName="vt-more"
        >
          {(rows) => (
            <>
              <TeamList
                members={rows}
                changingId={changingId}
                onRoleChange={(m, role) => void roleChange(m, role)}
                onRemove={setRemoving}
                onResend={(m) => void resend(m)}
              />
              {rows.length <= 1 ? <p className="vb-state">{t('manage:team.onlyYou')}</p> : null}
            </>
          )}
        </ResourceList>
      </TitledSection>
      <div ref={linkRef}>
        {sent ? (
          <InvitationSentPanel email={sent.email} onResend={() => resend(sent)} onDone={() => setSent(null)} />
        ) : (
          <AddMemberForm clientId={clientId} onAdded={added} />
        )}
      </div>
      {removing ? (
        <RemoveMemberDialog
          clientId={clientId}
          member={removing}
          onCancel={() => setRemoving(null)}
          onRemoved={() => {
            setRemoving(null);
            const key = removing.user_id ? 'manage:team.removed' : 'manage:team.withdrawn';
            setNotice({ text: t(key, { who: who(removing) }), failed: false });
          }}
          onFailed={(key) => {
            setRemoving(null);
            fail(key);
          }}
        />
      ) : null}
    </ScreenFrame>
  );
}
