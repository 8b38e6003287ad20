import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Carousel } from './carousel';

const photos = ['a.svg', 'b.svg', 'c.svg'];

function renderCarousel(items = photos) {
  render(
    <Carousel
      items={items}
      label="Photos of Cedar Room"
      renderItem={(src, i) => <img src={src} alt={`Photo ${i + 1}`} width={1200} height={800} />}
    />,
  );
  return screen.getByRole('region', { name: 'Photos of Cedar Room' });
}

const counter = () => screen.getByText(/^\d+ \/ \d+$/).textContent;

describe('Carousel', () => {
  it('moves with the next and previous buttons and wraps at both ends', async () => {
    const user = userEvent.setup();
    renderCarousel();
    expect(counter()).toBe('1 / 3');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(counter()).toBe('2 / 3');
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(counter()).toBe('3 / 3');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(counter()).toBe('1 / 3');
  });

  it('jumps to an image from its dot and marks that dot as current', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Go to image 3' }));
    expect(counter()).toBe('3 / 3');
    expect(screen.getByRole('button', { name: 'Go to image 3' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Go to image 1' }).hasAttribute('aria-current')).toBe(false);
  });

  it('follows the arrow keys, Home and End while focused', async () => {
    const user = userEvent.setup();
    const region = renderCarousel();
    region.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(counter()).toBe('3 / 3');
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toBe('2 / 3');
    await user.keyboard('{Home}');
    expect(counter()).toBe('1 / 3');
    await user.keyboard('{End}');
    expect(counter()).toBe('3 / 3');
  });

  it('swipes left to the next image and ignores a short drag', () => {
    const region = renderCarousel();
    const viewport = region.firstElementChild!;
    fireEvent.pointerDown(viewport, { pointerId: 1, clientX: 300, button: 0, pointerType: 'touch' });
    fireEvent.pointerMove(viewport, { pointerId: 1, clientX: 200, pointerType: 'touch' });
    fireEvent.pointerUp(viewport, { pointerId: 1, clientX: 200, pointerType: 'touch' });
    expect(counter()).toBe('2 / 3');

    fireEvent.pointerDown(viewport, { pointerId: 2, clientX: 300, button: 0, pointerType: 'touch' });
    fireEvent.pointerUp(viewport, { pointerId: 2, clientX: 290, pointerType: 'touch' });
    expect(counter()).toBe('2 / 3');

    fireEvent.pointerDown(viewport, { pointerId: 3, clientX: 100, button: 0, pointerType: 'touch' });
    fireEvent.pointerUp(viewport, { pointerId: 3, clientX: 250, pointerType: 'touch' });
    expect(counter()).toBe('1 / 3');
  });

  it('hides the slides that are not shown from assistive technology', async () => {
    const user = userEvent.setup();
    renderCarousel();
    expect(screen.getByRole('img', { name: 'Photo 1' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Photo 2' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: 'Photo 2' })).toBeTruthy();
    expect(screen.getByText('Image 2 of 3')).toBeTruthy();
  });

  it('shows no controls for a single image', () => {
    renderCarousel(['only.svg']);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('1 / 1')).toBeNull();
  });
});
