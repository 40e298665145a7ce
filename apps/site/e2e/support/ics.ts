// An iCalendar file (RFC 5545) read the way a calendar app reads it, for the end-to-end tests of the files the
// product attaches to its mail: CRLF lines of at most 75 octets, unfolded (§3.1), each line `NAME;PARAM=…:value`
// (§3.1), BEGIN/END that nest and match (§3.4, §3.6), TEXT values unescaped (§3.3.11). Throws on anything else.

export interface IcsProperty {
  params: Record<string, string>;
  value: string;
}

export interface IcsComponent {
  name: string;
  properties: Record<string, IcsProperty[]>;
  components: IcsComponent[];
}

const LINE = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*)(?:,(?:"[^"]*"|[^";:,]*))*)*):(.*)$/;
const PARAM = /;([A-Za-z0-9-]+)=("[^"]*"|[^";:]*)/g;
const encoder = new TextEncoder();

const unescapeText = (value: string) => value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

/** The one top-level component of `text` (a VCALENDAR), with its properties and nested components. */
export function parseIcs(text: string): IcsComponent {
  if (!text.endsWith('\r\n')) throw new Error('an iCalendar file ends its last line with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (line.includes('\n') || line.includes('\r')) throw new Error(`a bare line break in ${JSON.stringify(line)}`);
    if (encoder.encode(line).length > 75) throw new Error(`a line longer than 75 octets: ${line}`);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (/^[ \t]/.test(line) && lines.length > 0) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const stack: IcsComponent[] = [];
  let root: IcsComponent | null = null;
  for (const line of lines) {
    const match = LINE.exec(line);
    if (!match) throw new Error(`not a content line: ${line}`);
    const name = match[1]!.toUpperCase();
    const value = match[3]!;
    const current = stack[stack.length - 1];
    if (name === 'BEGIN') {
      if (root && stack.length === 0) throw new Error(`a second top-level component: ${value}`);
      const component: IcsComponent = { name: value.toUpperCase(), properties: {}, components: [] };
      if (current) current.components.push(component);
      else root = component;
      stack.push(component);
    } else if (name === 'END') {
      if (current?.name !== value.toUpperCase()) throw new Error(`END:${value} closes ${current?.name ?? 'nothing'}`);
      stack.pop();
    } else {
      if (!current) throw new Error(`a property outside any component: ${line}`);
      const params = Object.fromEntries([...match[2]!.matchAll(PARAM)].map((p) => [p[1]!.toUpperCase(), p[2]!.replace(/^"|"$/g, '')]));
      (current.properties[name] ??= []).push({ params, value: unescapeText(value) });
    }
  }
  if (!root || stack.length > 0) throw new Error(`unclosed component ${stack.map((c) => c.name).join(' > ') || '(none at all)'}`);
  return root;
}

/** The value of the component's one property `name` (throws when it has none or several). */
export function icsValue(component: IcsComponent, name: string): string {
  const found = component.properties[name] ?? [];
  if (found.length !== 1) throw new Error(`${component.name} has ${found.length} ${name}`);
  return found[0]!.value;
}

/** An instant as an iCalendar UTC date-time (`20261207T150000Z`). */
export const icsUtc = (instant: string | Date): string =>
  new Date(instant)
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');
