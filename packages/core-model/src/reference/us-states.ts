// Spec §3 "US states list: 65 entries, each with id, name and abbreviation".
//
// Source: USPS Publication 28, Appendix B (state and possession abbreviations): the 50 states, the
// District of Columbia, the five inhabited territories (AS, GU, MP, PR, VI), the three freely
// associated states that use USPS addressing (FM, MH, PW) and the military "states" (AA, AE, AP),
// with AE listed once per region it serves (Africa, Canada, Europe, Middle East) as USPS names
// them — which makes 65. No npm dataset gave this list (the maintained ones stop at 59), so it is
// data here. Ids follow alphabetical order by name. Because AE repeats, forms should use the id
// (or the name) as the option value, and store the abbreviation.

export interface UsState {
  id: number;
  name: string;
  /** USPS two-letter code. */
  abbreviation: string;
}

const ROWS: ReadonlyArray<readonly [name: string, abbreviation: string]> = [
  ['Alabama', 'AL'],
  ['Alaska', 'AK'],
  ['American Samoa', 'AS'],
  ['Arizona', 'AZ'],
  ['Arkansas', 'AR'],
  ['Armed Forces Africa', 'AE'],
  ['Armed Forces Americas', 'AA'],
  ['Armed Forces Canada', 'AE'],
  ['Armed Forces Europe', 'AE'],
  ['Armed Forces Middle East', 'AE'],
  ['Armed Forces Pacific', 'AP'],
  ['California', 'CA'],
  ['Colorado', 'CO'],
  ['Connecticut', 'CT'],
  ['Delaware', 'DE'],
  ['District of Columbia', 'DC'],
  ['Federated States of Micronesia', 'FM'],
  ['Florida', 'FL'],
  ['Georgia', 'GA'],
  ['Guam', 'GU'],
  ['Hawaii', 'HI'],
  ['Idaho', 'ID'],
  ['Illinois', 'IL'],
  ['Indiana', 'IN'],
  ['Iowa', 'IA'],
  ['Kansas', 'KS'],
  ['Kentucky', 'KY'],
  ['Louisiana', 'LA'],
  ['Maine', 'ME'],
  ['Marshall Islands', 'MH'],
  ['Maryland', 'MD'],
  ['Massachusetts', 'MA'],
  ['Michigan', 'MI'],
  ['Minnesota', 'MN'],
  ['Mississippi', 'MS'],
  ['Missouri', 'MO'],
  ['Montana', 'MT'],
  ['Nebraska', 'NE'],
  ['Nevada', 'NV'],
  ['New Hampshire', 'NH'],
  ['New Jersey', 'NJ'],
  ['New Mexico', 'NM'],
  ['New York', 'NY'],
  ['North Carolina', 'NC'],
  ['North Dakota', 'ND'],
  ['Northern Mariana Islands', 'MP'],
  ['Ohio', 'OH'],
  ['Oklahoma', 'OK'],
  ['Oregon', 'OR'],
  ['Palau', 'PW'],
  ['Pennsylvania', 'PA'],
  ['Puerto Rico', 'PR'],
  ['Rhode Island', 'RI'],
  ['South Carolina', 'SC'],
  ['South Dakota', 'SD'],
  ['Tennessee', 'TN'],
  ['Texas', 'TX'],
  ['Utah', 'UT'],
  ['Vermont', 'VT'],
  ['Virgin Islands', 'VI'],
  ['Virginia', 'VA'],
  ['Washington', 'WA'],
  ['West Virginia', 'WV'],
  ['Wisconsin', 'WI'],
  ['Wyoming', 'WY'],
];

export const US_STATES: readonly UsState[] = ROWS.map(([name, abbreviation], index) => ({ id: index + 1, name, abbreviation }));

/** The first entry with this abbreviation (for AE: Armed Forces Africa). */
export function usStateByAbbreviation(abbreviation: string): UsState | null {
  const code = abbreviation.trim().toUpperCase();
  return US_STATES.find((s) => s.abbreviation === code) ?? null;
}
