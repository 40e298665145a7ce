// Where the entry sends the browser when the owner cannot edit here (spec §4 "Admin entry", §8). The site
// renders /access-denied only when the visitor came from the editor (spec §2): a document navigation from
// the editor page carries it as the Referer (same origin, `strict-origin-when-cross-origin`).
import { ACCESS_DENIED_PATH } from '@vitrina/core-model';

export const ERROR_PATH = '/error';

export { ACCESS_DENIED_PATH };
