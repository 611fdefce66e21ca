/**
 * How a booking's message reaches the client (issue 19 §1, decision 028): the WhatsApp Cloud API
 * sends it from the shop's number; click-to-chat hands staff a wa.me link with the same words.
 */
export interface MessagingChannel {
  readonly name: 'CLOUD_API' | 'CLICK_TO_CHAT';
  send(message: OutgoingTemplateMessage): Promise<SentMessage>;
}

/** An approved template, its body parameters in order and one payload per quick reply. */
export interface OutgoingTemplateMessage {
  /** International digits, no '+': 5511987654321. */
  to: string;
  template: string;
  parameters: readonly string[];
  buttonPayloads: readonly string[];
  /** The end of a link button's address (the template's `link`), e.g. a waitlist entry's id. */
  linkSuffix?: string | null;
  /** The same words written out, for channels that send text. */
  text: string;
}

export interface SentMessage {
  /** The provider's message id (wamid…), when it sent it. */
  providerMessageId: string | null;
  /** Click-to-chat: the link that opens WhatsApp with the message written. */
  url: string | null;
}

/** The link a staff member opens: WhatsApp with the message pre-written to the client. */
export const clickToChatChannel: MessagingChannel = {
  name: 'CLICK_TO_CHAT',
  send(message) {
    return Promise.resolve({
      providerMessageId: null,
      url: `https://wa.me/${message.to}?text=${encodeURIComponent(message.text)}`,
    });
  },
};
