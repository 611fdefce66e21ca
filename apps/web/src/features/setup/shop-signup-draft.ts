import { setupProgressSchema, setupSteps } from '@navalha/core/contracts/setup';
import type { SetupProgress, SetupStep } from '@navalha/core/contracts/setup';
import { tabStorage } from '../../lib/tab-storage';

const STORAGE_KEY = 'navalha.shopSignupDraft';

/** A step of 'Cadastre sua barbearia': the first-run setup's, then the page's address. */
export type ShopSignupStep = SetupStep | 'address';

export const shopSignupSteps: readonly ShopSignupStep[] = [...setupSteps, 'address'];

/** What a reload must not lose: where the owner was and every answer but the password. */
export interface ShopSignupDraft {
  step: ShopSignupStep;
  progress: SetupProgress;
}

/**
 * The sign-up kept in this tab's sessionStorage, as the first-run setup's token is: it dies with
 * the tab. The password is never kept; a draft read back asks for it again. Anything that does
 * not read as a draft (another version, edited by hand) is no draft.
 */
export function readShopSignupDraft(): ShopSignupDraft | null {
  const saved = tabStorage.readJson(STORAGE_KEY);
  if (typeof saved !== 'object' || saved === null) return null;
  const { step, progress } = saved as { step?: unknown; progress?: unknown };
  const parsed = setupProgressSchema.safeParse(progress);
  if (!parsed.success || !shopSignupSteps.includes(step as ShopSignupStep)) return null;
  return { step: step as ShopSignupStep, progress: parsed.data };
}

export function saveShopSignupDraft(draft: ShopSignupDraft): void {
  tabStorage.writeJson(STORAGE_KEY, draft);
}

/** The shop is made: nothing to resume. */
export function forgetShopSignupDraft(): void {
  tabStorage.remove(STORAGE_KEY);
}
