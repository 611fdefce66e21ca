import type { ComponentProps } from 'react';
import { cn } from '../../lib/class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface ButtonStyle {
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  fullWidth?: boolean;
}

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-primary text-white hover:bg-primary-hover active:bg-primary-hover disabled:bg-line disabled:text-muted',
  secondary:
    'border border-line bg-card text-ink hover:bg-page active:bg-page disabled:bg-page disabled:text-muted',
  ghost: 'text-primary hover:bg-tint active:bg-tint disabled:text-muted disabled:bg-transparent',
  danger:
    'border border-line bg-card text-danger hover:bg-danger-soft active:bg-danger-soft disabled:text-muted',
};

/** Shared by <Button> and links that look like buttons. Every size keeps a 44 px target. */
export function buttonStyles({ variant = 'primary', size = 'md', fullWidth }: ButtonStyle = {}) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-control font-semibold select-none',
    'transition-colors disabled:cursor-not-allowed',
    size === 'lg' ? 'min-h-12 px-5 text-base' : 'min-h-11 px-4 text-base',
    fullWidth && 'w-full',
    variants[variant],
  );
}

export interface ButtonProps extends ComponentProps<'button'>, ButtonStyle {}

export function Button({
  variant,
  size,
  fullWidth,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonStyles({ variant, size, fullWidth }), className)}
      {...props}
    />
  );
}
