import type { OperatorSupport } from './operator-config';

// The operator's contact channels as the links that open them: an email client, the phone, and the chat
// services' own web addresses. Main lets exactly these (and allow-listed http(s) hosts) leave the app.

export type ContactChannel = keyof OperatorSupport;

/** The link of each channel the operator lists; empty channels have none. */
export function contactLinks(support: OperatorSupport): Partial<Record<ContactChannel, string>> {
  const links: Partial<Record<ContactChannel, string>> = {};
  if (support.email) links.email = `mailto:${support.email}`;
  if (support.phone) links.phone = `tel:${support.phone.replace(/[^\d+]/g, '')}`;
  if (support.liveChatUrl) links.liveChatUrl = support.liveChatUrl;
  if (support.telegram) links.telegram = `https://t.me/${support.telegram.replace(/^@/, '')}`;
  if (support.whatsapp) links.whatsapp = `https://wa.me/${support.whatsapp.replace(/\D/g, '')}`;
  if (support.line)
    links.line = `https://line.me/R/ti/p/${support.line.startsWith('@') ? support.line : `~${support.line}`}`;
  return links;
}
