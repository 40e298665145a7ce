// A setting the popup shows but does not change: it belongs to the client record, which the API keeps
// for itself (a save carries only main_site_variables, nav, social and sections), so the note says where
// the owner changes it.

export interface ReadOnlySettingProps {
  label: string;
  value: string;
  note: string;
}

export function ReadOnlySetting({ label, value, note }: ReadOnlySettingProps) {
  return (
    <div className="ve-read-only">
      <dl>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </dl>
      <p className="ve-popup-form__note">{note}</p>
    </div>
  );
}
