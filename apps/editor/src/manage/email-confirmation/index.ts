export { EmailConfirmationBanner } from './email-confirmation-banner.js';
