import { fireEvent, render, screen } from '@testing-library/react';
import { getAvatarColor } from '@navalha/core/domain/account/initials-avatar';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it("shows the initials on the name's colour when there is no photo", () => {
    render(<Avatar name="Ana Paula Souza" email="ana@exemplo.com.br" avatarUrl={null} />);
    const avatar = screen.getByRole('img', { name: 'Ana Paula Souza' });
    expect(avatar).toHaveTextContent('AS');
    expect(avatar).toHaveStyle({
      width: '69px',
      height: '69px',
      backgroundColor: getAvatarColor({ name: 'Ana Paula Souza' }),
    });
    expect(avatar.querySelector('img')).toBeNull();
  });

  it('falls back to the e-mail, and to "?"', () => {
    render(<Avatar email="carla.dias@exemplo.com.br" />);
    expect(screen.getByRole('img', { name: 'carla.dias@exemplo.com.br' })).toHaveTextContent('CD');
  });

  it('shows the photo once it loads, and the initials again if it fails', () => {
    render(<Avatar name="Bruno Lima" avatarUrl="/avatars/bruno.png" size={40} />);
    const avatar = screen.getByRole('img', { name: 'Bruno Lima' });
    const photo = avatar.querySelector('img');
    expect(photo).toHaveAttribute('src', '/avatars/bruno.png');
    expect(photo).toHaveClass('opacity-0');

    fireEvent.load(photo as HTMLImageElement);
    expect(photo).toHaveClass('opacity-100');

    fireEvent.error(photo as HTMLImageElement);
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar).toHaveTextContent('BL');
  });
});
