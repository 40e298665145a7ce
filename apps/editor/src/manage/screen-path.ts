// Where each back-office screen lives: /manage/<screen>.
import type { BackOfficeScreen } from '@vitrina/core-model';

export const BACK_OFFICE_BASE = '/manage';

export const screenPath = (screen: BackOfficeScreen) => `${BACK_OFFICE_BASE}/${screen}`;
