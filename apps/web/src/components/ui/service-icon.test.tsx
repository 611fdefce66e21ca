import { fireEvent, render } from '@testing-library/react';
import { serviceIconKeys } from '@navalha/core/contracts/catalog';
import { getServiceIconKey } from '@navalha/core/domain/catalog/service-icon';
import { describe, expect, it } from 'vitest';
import { ServiceIcon, ServiceThumbnail } from './service-icon';

function iconOf(container: HTMLElement) {
  return container.querySelector('svg');
}

describe('ServiceIcon', () => {
  it.each([
    ['Corte de cabelo', 'haircut'],
    ['Barba completa', 'beard'],
    ['Sobrancelha', 'eyebrow'],
    ['Corte infantil', 'kids'],
    ['Reflexo', 'reflex'],
    ['Pigmentação de barba', 'pigmentation'],
    ['Corte na tesoura', 'scissors'],
    ['Corte na máquina', 'clipper'],
    ['Hidratação capilar', 'default'],
  ])('draws the %s icon for its keyword', (name, key) => {
    const { container } = render(<ServiceIcon iconKey={getServiceIconKey(name)} />);
    const svg = iconOf(container);
    expect(svg).toHaveAttribute('data-icon', key);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '24');
  });

  it('draws a different picture for every key, all on the same 24 px grid', () => {
    const drawings = serviceIconKeys.map((iconKey) => {
      const { container, unmount } = render(<ServiceIcon iconKey={iconKey} size={32} />);
      const svg = iconOf(container);
      expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
      expect(svg).toHaveAttribute('width', '32');
      expect(svg?.querySelectorAll('path, circle, rect').length).toBeGreaterThan(0);
      const html = svg?.innerHTML ?? '';
      unmount();
      return html;
    });
    expect(new Set(drawings).size).toBe(serviceIconKeys.length);
  });
});

describe('ServiceThumbnail', () => {
  it('shows the photo once it loads, over the icon', () => {
    const { container } = render(<ServiceThumbnail iconKey="beard" imageUrl="/images/barba.jpg" />);
    const photo = container.querySelector('img');
    expect(photo).toHaveAttribute('src', '/images/barba.jpg');
    expect(photo).toHaveAttribute('alt', '');
    expect(photo).toHaveClass('opacity-0');
    expect(iconOf(container)).toHaveAttribute('data-icon', 'beard');

    fireEvent.load(photo as HTMLImageElement);
    expect(photo).toHaveClass('opacity-100');
  });

  it('falls back to the icon when the photo fails to load', () => {
    const { container } = render(
      <ServiceThumbnail iconKey="haircut" imageUrl="https://cdn.exemplo.com/quebrada.png" />,
    );
    fireEvent.error(container.querySelector('img') as HTMLImageElement);

    expect(container.querySelector('img')).toBeNull();
    expect(iconOf(container)).toHaveAttribute('data-icon', 'haircut');
  });

  it('shows only the icon when there is no photo', () => {
    const { container } = render(<ServiceThumbnail iconKey="default" imageUrl={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(iconOf(container)).toHaveAttribute('data-icon', 'default');
  });
});
