import type { BadCall } from './bad-inputs.js';

/** Bad input on the WhatsApp routes (issue 19 §1): consent as the client, sends as the admin. */
export function messagingBadInputs(unknownId: string) {
  return {
    getWhatsappConsent: [],
    setWhatsappConsent: [
      { payload: {}, status: 400 },
      { payload: { optIn: 'sim' }, status: 400 },
      { payload: 'texto', status: 400 },
    ],
    sendWhatsappFromAgenda: [
      { path: 'nope', payload: { kind: 'LATE' }, status: 400 },
      { path: unknownId, payload: { kind: 'PROMOCAO' }, status: 400 },
      { path: unknownId, payload: {}, status: 400 },
      { path: unknownId, payload: { kind: 'LATE' }, status: 404 },
    ],
  } satisfies Record<string, BadCall[]>;
}
