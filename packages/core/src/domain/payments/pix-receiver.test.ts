import { describe, expect, it } from 'vitest';
import { encodeBrCode } from './pix-br-code.js';
import { fitBrCodeText, getAddressCity, getPixReceiver, SANDBOX_PIX_KEY } from './pix-receiver.js';

const shop = {
  pixKey: null,
  pixMerchantName: null,
  pixMerchantCity: null,
  shopName: 'Navalha Barbearia',
  address: 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP',
};

describe('getPixReceiver', () => {
  it('uses the settings when the shop has them', () => {
    expect(
      getPixReceiver({
        ...shop,
        pixKey: 'pix@navalha.dev',
        pixMerchantName: 'Navalha Ltda',
        pixMerchantCity: 'Campinas',
      }),
    ).toEqual({ key: 'pix@navalha.dev', merchantName: 'Navalha Ltda', merchantCity: 'Campinas' });
  });

  it("falls back to the shop's name and its address's city, without accents", () => {
    expect(getPixReceiver(shop)).toEqual({
      key: null,
      merchantName: 'Navalha Barbearia',
      merchantCity: 'Sao Paulo',
    });
  });

  it('cuts long names to the BR Code limits and always encodes', () => {
    const receiver = getPixReceiver({
      ...shop,
      shopName: 'Barbearia do Zé 💈 e Filhos Reunidos Ltda',
      address: 'Rua Um, 10, Cachoeira de Macacu do Norte - RJ',
    });
    expect(receiver.merchantName).toBe('Barbearia do Ze e Filhos');
    expect(receiver.merchantCity).toHaveLength(15);
    const encoded = encodeBrCode({
      key: SANDBOX_PIX_KEY,
      merchantName: receiver.merchantName,
      merchantCity: receiver.merchantCity,
      amountCents: 5050,
    });
    expect(encoded.ok).toBe(true);
  });
});

describe('getAddressCity', () => {
  it('reads the city before the state', () => {
    expect(getAddressCity('Rua A, 1 - Centro, Belo Horizonte - MG')).toBe('Belo Horizonte');
  });

  it('is null when the address has no city', () => {
    expect(getAddressCity('Rua sem cidade')).toBeNull();
  });
});

describe('fitBrCodeText', () => {
  it('falls back when nothing printable is left', () => {
    expect(fitBrCodeText('💈💈', 25, 'NAVALHA')).toBe('NAVALHA');
  });
});
