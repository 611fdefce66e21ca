import { whatsappTemplates } from '@navalha/core/domain/notifications/whatsapp-messages';
import { ConfigError, loadConfig } from './config.js';
import type { Config } from './config.js';
import { WhatsappCloudChannel } from './gateways/whatsapp-cloud.js';

/**
 * `npm run whatsapp:templates`: submits the booking and waitlist offer templates (core's whatsapp-messages.ts,
 * utility, pt-BR) to the WhatsApp Business Account for Meta's review (issue 19 §1). A template
 * that already exists is reported and left as it is. Returns the names submitted.
 */
export async function createWhatsappTemplates(
  config: Config,
  print: (line: string) => void,
): Promise<string[]> {
  if (!config.whatsapp?.businessAccountId) {
    throw new ConfigError([
      'WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_BUSINESS_ACCOUNT_ID are required',
    ]);
  }
  const channel = new WhatsappCloudChannel({
    apiUrl: config.whatsappApiUrl,
    token: config.whatsapp.token,
    phoneNumberId: config.whatsapp.phoneNumberId,
    businessAccountId: config.whatsapp.businessAccountId,
  });
  // The waitlist offer's link button opens the app's offer screen.
  const appUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const submitted: string[] = [];
  for (const template of Object.values(whatsappTemplates)) {
    try {
      await channel.createTemplate(template, appUrl);
      submitted.push(template.name);
      print(`${template.name}: enviado para aprovação`);
    } catch (error) {
      print(`${template.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return submitted;
}

if (process.argv[1]?.endsWith('whatsapp-templates-cli.js')) {
  try {
    const submitted = await createWhatsappTemplates(loadConfig(), (line) =>
      process.stdout.write(`${line}\n`),
    );
    process.exitCode = submitted.length === Object.keys(whatsappTemplates).length ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
