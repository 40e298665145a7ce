// "Add a person": e-mail, name and role, checked with the API's own schema (validation's teamMemberSchema), so
// the field messages read the same from either side. A refused add keeps what was typed and says why (the kit's
// ResourceDialogForm).
import { useTranslation } from 'react-i18next';
import { useAddTeamMemberMutation } from '@vitrina/api-client/back-office';
import type { AddedMember, TeamRoleId } from '@vitrina/api-client/back-office';
import { SelectField, TextField } from '@vitrina/ui-kit';
import { TEAM_EMAIL_MAX_LENGTH, TEAM_NAME_MAX_LENGTH, teamMemberSchema } from '@vitrina/validation';
import type { HeldAsText, TeamMemberInput } from '@vitrina/validation';
import { ResourceDialogForm } from '../kit/index.js';
import { TitledSection } from '../titled-section.js';
import { TEAM_ROLES } from './team-roles.js';
import { TEAM_REFUSALS } from './team-refusals.js';

export interface AddMemberFormProps {
  clientId: number;
  onAdded: (added: AddedMember) => void;
}

/** The member the API takes (validation's TeamMemberInput), the role as the select holds it. */
type FormValues = HeldAsText<TeamMemberInput, 'role_id'>;

const EMPTY: FormValues = { email: '', name: '', role_id: '3' };

export function AddMemberForm({ clientId, onAdded }: AddMemberFormProps) {
  const { t } = useTranslation(['manage']);
  const [add, { reset }] = useAddTeamMemberMutation();

  async function save(values: FormValues): Promise<AddedMember> {
    const cast = teamMemberSchema.validateSync(values);
    const added = await add({ clientId, email: cast.email, name: cast.name, role_id: cast.role_id as TeamRoleId }).unwrap();
    // The link lives in the panel only, not in the store's cache.
    reset();
    return added;
  }

  return (
    <TitledSection block="vt-add" titleId="vt-add-title" title={t('manage:team.add.title')} intro={t('manage:team.add.intro')}>
      <ResourceDialogForm<FormValues, FormValues, AddedMember>
        submitRow={{ className: 'vt-add__actions', label: t('manage:team.add.submit'), busyLabel: t('manage:team.add.adding') }}
        initialValues={EMPTY}
        inputOf={(values) => values}
        schema={teamMemberSchema}
        save={save}
        onSaved={onAdded}
        resetOnSave
        refusals={TEAM_REFUSALS}
        notice={{ className: 'vt-notice vt-notice--failed', role: 'status' }}
        className="vt-add__form"
        labelledBy="vt-add-title"
      >
        {({ values }) => (
          <>
            <TextField
              name="email"
              label={t('manage:team.add.email')}
              type="email"
              autoComplete="off"
              required
              maxLength={TEAM_EMAIL_MAX_LENGTH}
            />
            <TextField name="name" label={t('manage:team.add.name')} autoComplete="off" required maxLength={TEAM_NAME_MAX_LENGTH} />
            <SelectField
              name="role_id"
              label={t('manage:team.add.role')}
              required
              placeholder={false}
              hint={t(`manage:team.roleHints.${values.role_id === '1' ? '1' : values.role_id === '4' ? '4' : '3'}`)}
              options={TEAM_ROLES.map((role) => ({ value: String(role), label: t(`manage:team.roles.${role}`) }))}
            />
          </>
        )}
      </ResourceDialogForm>
    </TitledSection>
  );
}
