// The fields of the step on screen.
import type { WizardStep } from '../wizard-steps.js';
import { AccountStep } from './account-step.js';
import { BusinessStep } from './business-step.js';
import { LocationStep } from './location-step.js';
import { LookStep } from './look-step.js';
import { ReviewStep } from './review-step.js';
import { ServicesStep } from './services-step.js';
import { TemplateStep } from './template-step.js';

export interface StepBodyProps {
  step: WizardStep;
  sessionId: string | null;
  onSession: (id: string) => void;
  onEdit: (step: WizardStep) => void;
}

export function StepBody({ step, sessionId, onSession, onEdit }: StepBodyProps) {
  switch (step) {
    case 'business':
      return <BusinessStep />;
    case 'location':
      return <LocationStep />;
    case 'look':
      return <LookStep />;
    case 'services':
      return <ServicesStep />;
    case 'template':
      return <TemplateStep sessionId={sessionId} onSession={onSession} />;
    case 'account':
      return <AccountStep />;
    case 'review':
      return <ReviewStep onEdit={onEdit} />;
  }
}
