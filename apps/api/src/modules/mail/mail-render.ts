// Messages rendered when they are sent, not when they are queued (issue 29: a checkout's OrderPaid queued two
// React renders per order on the request's path). The subscriber queues the template's name and the input it
// read (mail_messages.template) with the subject, language and recipient known at once; the sender renders the
// html and text just before it hands the message to the mail server, and keeps them on the row, so the back
// office shows what was sent. The input is the same data the subscriber rendered from before, as JSON.
import { renderNewOrderAlert, renderOrderReceipt } from '@vitrina/mail-templates';
import type { MailRenderer, NewOrderAlertInput, OrderReceiptInput } from '@vitrina/mail-templates';

/** The templates a message may wait to be rendered with, by name (stable: queued rows name them). */
const TEMPLATES = {
  order_receipt: renderOrderReceipt as MailRenderer<OrderReceiptInput>,
  new_order: renderNewOrderAlert as MailRenderer<NewOrderAlertInput>,
} as const;

type Templates = typeof TEMPLATES;
export type TemplateName = keyof Templates;
type InputOf<K extends TemplateName> = Templates[K] extends MailRenderer<infer I> ? I : never;

/** A message's template and its input, as queued. */
export type MailTemplateRef = { [K in TemplateName]: { name: K; input: InputOf<K> } }[TemplateName];

/** What a message rendered at send time is queued with: its subject and language now, its body later. */
export function deferredMail<K extends TemplateName>(name: K, input: InputOf<K>) {
  const renderer = TEMPLATES[name] as unknown as MailRenderer<InputOf<K>>;
  return { subject: renderer.subject(input), lang: input.lang, template: { name, input } as unknown as MailTemplateRef };
}

/** The row's html and text: as stored, or rendered now from its template (null: nothing to render). */
export async function renderTemplate(template: { name: string; input: unknown } | null): Promise<{ html: string; text: string } | null> {
  if (!template) return null;
  const renderer = TEMPLATES[template.name as TemplateName] as MailRenderer<{ lang: 'en' | 'es' }> | undefined;
  if (!renderer) throw new Error(`no mail template named ${template.name}`);
  const { html, text } = await renderer(template.input as { lang: 'en' | 'es' });
  return { html, text };
}
