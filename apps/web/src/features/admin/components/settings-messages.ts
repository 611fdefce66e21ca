export const settingsScreenMessages = {
  loadFailed: 'Erro ao carregar as configurações',
  saved: 'Configurações salvas.',
  ownerOnly: 'Só o proprietário altera as regras financeiras.',
} as const;
