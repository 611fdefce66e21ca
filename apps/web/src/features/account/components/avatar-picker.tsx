import { profileMessages } from '@navalha/core/domain/account/profile-rules';
import Camera from 'lucide-react/icons/camera';
import CircleAlert from 'lucide-react/icons/circle-alert';
import { useId, useRef, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { buttonStyles } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/class-names';
import { toast } from '../../../lib/toast';
import { removeAvatar } from '../api/remove-avatar';
import { uploadAvatar } from '../api/upload-avatar';
import { checkAvatarFile, prepareAvatar } from '../prepare-avatar';

export interface AvatarPickerProps {
  name: string;
  email: string;
  avatarUrl: string | null;
  /** The photo changed on the server (null: back to the initials). */
  onChange: (avatarUrl: string | null) => void;
}

const AVATAR_SIZE = 96;

/**
 * The profile photo (optional, spec §5): JPEG, PNG or WebP up to 2 MB, sent as soon as it is
 * chosen; without one, the initials avatar of spec §3.
 */
export function AvatarPicker({ name, email, avatarUrl, onChange }: AvatarPickerProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'uploading' | 'removing' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    // Cleared at once, so choosing the same file again is a change too.
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = checkAvatarFile(file);
    setError(problem);
    if (problem) return;
    setBusy('uploading');
    try {
      const { avatarUrl: uploaded } = await uploadAvatar(await prepareAvatar(file));
      onChange(uploaded);
      toast.success(profileMessages.avatarUpdated);
    } catch (failure) {
      // The server's reason (type, size) when it gave one; otherwise the generic one.
      setError(
        isApiError(failure) && failure.field === 'avatar'
          ? failure.message
          : profileMessages.avatarFailed,
      );
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    setBusy('removing');
    setError(null);
    try {
      await removeAvatar();
      onChange(null);
      toast.success(profileMessages.avatarRemoved);
    } catch {
      setError(profileMessages.avatarFailed);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col items-center gap-3">
      <Avatar name={name} email={email} avatarUrl={avatarUrl} size={AVATAR_SIZE} />
      <div className="flex flex-wrap justify-center gap-2">
        <label
          htmlFor={inputId}
          className={cn(
            buttonStyles({ variant: 'secondary' }),
            'cursor-pointer focus-within:outline-2 focus-within:outline-primary/40',
            busy && 'pointer-events-none text-muted',
          )}
        >
          <Camera aria-hidden className="size-5" />
          {busy === 'uploading' ? 'Enviando foto...' : 'Alterar foto'}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            disabled={busy !== null}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </label>
        {avatarUrl ? (
          <button
            type="button"
            className={buttonStyles({ variant: 'ghost' })}
            disabled={busy !== null}
            onClick={() => void remove()}
          >
            {busy === 'removing' ? 'Removendo...' : 'Remover foto'}
          </button>
        ) : null}
      </div>
      <p className="text-center text-sm text-muted">JPEG, PNG ou WebP, até 2 MB. Opcional.</p>
      {error ? (
        <p id={errorId} role="alert" className="flex items-start gap-1.5 text-sm text-danger">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
}
